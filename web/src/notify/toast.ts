/** The four kinds of toast. */
export type ToastKind = 'success' | 'info' | 'error' | 'warning';

/** How long a toast stays, in milliseconds. */
export const TOAST_MS = 2000;

const COLORS: Record<ToastKind, string> = { success: 'green', info: 'blue', error: 'red', warning: 'orange' };

let sequence = 0;
let asked = false;
const askListeners = new Set<() => void>();

/** Whether a toast was asked for yet: `ToastHost` loads the toasts' view from then on. */
export function toastAsked(): boolean {
  return asked;
}

/** Calls `listener` when the first toast is asked for; answers how to stop. */
export function onToastAsked(listener: () => void): () => void {
  askListeners.add(listener);
  return () => askListeners.delete(listener);
}

/**
 * Shows a toast at the top right for 2 s; a newer toast stands above the older ones. Mantine's notifications
 * store is loaded with the first toast, not with every first view, so a toast shows a moment later.
 */
export function toast(kind: ToastKind, message: string, title?: string): void {
  sequence += 1;
  // The store orders by priority first: a growing priority puts the newest on top.
  const priority = sequence;
  if (!asked) {
    asked = true;
    for (const listener of askListeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      color: COLORS[kind],
      title,
      message,
      autoClose: TOAST_MS,
      priority,
      className: `toast toast-${kind}`,
    }),
  );
}
