import { notifications } from '@mantine/notifications';

/** The four kinds of toast. */
export type ToastKind = 'success' | 'info' | 'error' | 'warning';

/** How long a toast stays, in milliseconds. */
export const TOAST_MS = 2000;

const COLORS: Record<ToastKind, string> = { success: 'green', info: 'blue', error: 'red', warning: 'orange' };

let sequence = 0;

/** Shows a toast at the top right for 2 s; a newer toast stands above the older ones. */
export function toast(kind: ToastKind, message: string, title?: string): string {
  sequence += 1;
  return notifications.show({
    color: COLORS[kind],
    title,
    message,
    autoClose: TOAST_MS,
    // The store orders by priority first: a growing priority puts the newest on top.
    priority: sequence,
    className: `toast toast-${kind}`,
  });
}
