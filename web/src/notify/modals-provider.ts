// Mantine's modals provider (with Modal, FocusTrap, ScrollArea and floating-ui) as a module of its own, loaded
// by `ModalsHost` with the first dialog.
export { ModalsProvider as default } from '@mantine/modals';
