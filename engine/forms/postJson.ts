/**
 * How a post to a webhook ended. Each failure is one cause the visitor is told about in words of its
 * own (the form block's `messages.failure`): nothing reached the webhook ('network'), no answer came
 * in time ('timeout'), the webhook refused it with an error status ('http') or pointed elsewhere
 * ('redirect', which is not followed). `error` is for the error log, never for the visitor.
 */
export type PostResult =
  | { ok: true; status: number }
  | { ok: false; kind: 'http'; status: number; statusText: string }
  | { ok: false; kind: 'redirect'; status: number }
  | { ok: false; kind: 'network'; error: Error }
  | { ok: false; kind: 'timeout'; error: Error; timeoutMs: number };

/** How long a submission may hang before it is abandoned (VITE_FORM_TIMEOUT_MS overrides). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** A redirect status, as a server's runtime that does not filter redirects (Node's fetch) gives it. */
const isRedirectStatus = (status: number) => status >= 300 && status < 400;

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
      // Not followed: a browser hands back an opaque redirect (status 0, whatever the server said),
      // which is a failure of its own, not a refusal with a status to name.
      redirect: 'manual',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true, status: response.status };
    if (response.type === 'opaqueredirect' || isRedirectStatus(response.status))
      return { ok: false, kind: 'redirect', status: response.status };
    return { ok: false, kind: 'http', status: response.status, statusText: response.statusText };
  } catch (failure) {
    if (controller.signal.aborted) {
      // The request may well have arrived and only the answer be late (the submission id lets the
      // receiver drop a second copy, so sending again is safe).
      return { ok: false, kind: 'timeout', error: new Error(`No answer within ${timeoutMs} ms`), timeoutMs };
    }
    return { ok: false, kind: 'network', error: failure instanceof Error ? failure : new Error(String(failure)) };
  } finally {
    clearTimeout(timer);
  }
}
