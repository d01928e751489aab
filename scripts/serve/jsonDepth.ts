/**
 * Whether `value` (parsed JSON) nests objects or arrays more than `limit` levels deep. No recursion,
 * so any depth is safe to ask about: JSON.parse reads a body of a million '[' without complaint,
 * and it is what comes after (JSON.stringify, a merge, a schema check, a text edit) that recurses
 * once per level and overflows the stack, a 500 for every such request.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}
