import type { DefaultTheme } from 'styled-components';

/**
 * A toast's message and how the toast host receives them: apart from toastBus.ts, which loads the
 * host, so that neither the host nor the fallback imports the module that loads them.
 */
export type ToastVariant = 'success' | 'destructive' | 'default';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * Names the toast, so its sender can take it back (dismissToast) once what it says no longer holds.
   * A toast shown under the key of one still up replaces it.
   */
  key?: string;
  /**
   * The sender announces the message itself (a form's own live regions, beside the fields it is
   * about): the page's toast live regions stay quiet, so it is not read out twice.
   */
  announced?: boolean;
}

/**
 * For the toast host: receive messages, including those sent before it mounted, and the keys taken
 * back (toastBus's subscribeToasts, which hands itself to the host as it mounts it).
 */
export type SubscribeToasts = (listener: (message: ToastMessage) => void, dismiss: (key: string) => void) => () => void;

/**
 * The site's toast host (IslandServices.toasts): puts it on the page, drawn in the site's theme; it
 * takes each message the toast bus hands it through `subscribe`, and the keys of those taken back.
 */
export type ToastHostMounter = (theme: DefaultTheme, subscribe: SubscribeToasts) => void;
