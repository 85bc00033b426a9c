import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** The toasts at the top right (Mantine's notifications), loaded by `ToastHost` with the first toast. */
export default function ToastsView() {
  return <Notifications position="top-right" autoClose={2000} limit={5} zIndex={1000} />;
}
