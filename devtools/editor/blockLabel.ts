import { ownValue } from '../../engine/content/ownValue';
/** A block's line in the list: its type and the first words of its heading, so blocks of one type tell apart. */
export function blockSummary(block: Record<string, unknown>): string {
  for (const field of ['title', 'eyebrow', 'label', 'tabs', 'code']) {
    const value = ownValue(block, field);
    if (typeof value === 'string' && value.trim()) return value.length > 48 ? `${value.slice(0, 47)}…` : value;
  }
  return '';
}

export function blockType(block: Record<string, unknown>): string {
  return typeof block.type === 'string' ? block.type : '(no type)';
}
