import { fillPlaceholders } from './formRules';
import type { FormFailureShape, FormMessageShape } from './formShape';
import type { PostResult } from './postJson';

/** A send that failed, as postJson reports it. */
export type FailedPost = Extract<PostResult, { ok: false }>;

/**
 * What the visitor is told about a failed send: the content's failure title, and its description for
 * the cause, with its placeholders filled in ('{{seconds}}' of the time limit, '{{status}}' of a
 * refusal). Never the browser's own words for the error: those go to the error log.
 */
export function failureMessage(failure: FormFailureShape, result: FailedPost): FormMessageShape {
  switch (result.kind) {
    case 'network':
      return { title: failure.title, description: failure.network };
    case 'timeout':
      return { title: failure.title, description: fillPlaceholders(failure.timeout, { seconds: Math.round(result.timeoutMs / 1000) }) };
    case 'http':
      return { title: failure.title, description: fillPlaceholders(failure.refused, { status: result.status }) };
    case 'redirect':
      return { title: failure.title, description: failure.redirected };
  }
}

/** The form_error event's `error` for a failed send: 'network', 'timeout', 'redirect', or 'http_' and the status. */
export function failureEvent(result: FailedPost): string {
  return result.kind === 'http' ? `http_${result.status}` : result.kind;
}
