import { type ToastKind, toast } from './toast';

const held: Array<[ToastKind, string]> = [];

/**
 * A toast for after a sign-in's KVKK consent: the welcome would otherwise show while the consent dialog opens
 * over the page. The consent flow (`shell/kvkk/kvkk-flow`) shows it once the person approved, or was not
 * asked. Apart from `toast` so that neither reaches the first view's scripts.
 */
export function toastAfterConsent(kind: ToastKind, message: string): void {
  held.push([kind, message]);
}

/** Shows the toasts held for after the consent. */
export function showHeldToasts(): void {
  for (const [kind, message] of held.splice(0)) toast(kind, message);
}
