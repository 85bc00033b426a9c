import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

// Above the page, below every dialog and drawer (Mantine's 200): a toast never covers what a dialog asks.
const TOAST_LAYER = 190;

/** The toasts at the top right (Mantine's notifications), loaded by `ToastHost` with the first toast. */
export default function ToastsView() {
  return <Notifications position="top-right" autoClose={2000} limit={5} zIndex={TOAST_LAYER} />;
}
