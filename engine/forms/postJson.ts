export type PostResult =
  | { ok: true; status: number }
  | { ok: false; kind: 'http'; status: number; statusText: string }
  | { ok: false; kind: 'network'; error: Error }
  | { ok: false; kind: 'timeout'; error: Error };

/** What a visitor is told when no answer came in time. */
export function timeoutMessage(seconds: number): string {
  return `No answer came within ${seconds} seconds, so your message may have arrived. Sending it again is safe: it will not be counted twice.`;
}

/** How long a submission may hang before it is abandoned (VITE_FORM_TIMEOUT_MS overrides). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * POSTs JSON cross-origin and classifies the outcome. Any 2xx is success and the body is not read;
 * a request that takes longer than the bound is aborted and reported as a timeout.
 * What a visitor typed goes to the webhook's address and nowhere else: a redirect is not followed (a
 * 307 or 308 would send the same body on to wherever it points, and a host that does not serve
 * this site's `connect-src` policy would let it), no cookie or credential goes with it, and no
 * cache keeps it.
 */
export async function postJson(url: string, body: unknown, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<PostResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      // Not followed: the answer is a failure of the webhook's, as a 500 would be (a browser reads
      // it as status 0, an opaque redirect).
      redirect: 'manual',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true, status: response.status };
    return { ok: false, kind: 'http', status: response.status, statusText: response.statusText };
  } catch (failure) {
    const error = failure instanceof Error ? failure : new Error(String(failure));
    if (controller.signal.aborted) {
      // The request may well have arrived and only the answer be late: say so, and that sending
      // again is safe (the submission id lets the receiver drop the duplicate).
      const seconds = Math.round(timeoutMs / 1000);
      return { ok: false, kind: 'timeout', error: new Error(timeoutMessage(seconds)) };
    }
    return { ok: false, kind: 'network', error };
  } finally {
    clearTimeout(timer);
  }
}
