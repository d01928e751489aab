import { logError } from './errorLog';
import { setErrorSink } from './reportError';

/**
 * Uncaught errors and unhandled promise rejections are written to the error log (the browser has
 * already printed them to the console); errors the engine catches itself go there too.
 */
export function installErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    logError(event.error ?? new Error(event.message || 'Unknown error'), 'Global Error');
  });
  window.addEventListener('unhandledrejection', (event) => {
    logError(event.reason ?? new Error('Promise rejected without a reason'), 'Unhandled Promise Rejection');
  });
  setErrorSink((error, context) => logError(error, context));
}
