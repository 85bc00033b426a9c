import { Button, type ButtonProps, Group } from '@mantine/core';

/** One action of a table row: its text, its accessible name (which row it acts on) and what it does. */
export interface RowButton {
  label: string;
  name: string;
  onClick: () => void;
}

/** A table row's action buttons side by side, each named after its row for screen readers. */
export function RowButtons({
  buttons,
  size = 'compact-xs',
}: {
  buttons: readonly RowButton[];
  size?: ButtonProps['size'];
}) {
  return (
    <Group gap={4} wrap="nowrap">
      {buttons.map((b) => (
        <Button key={b.label} size={size} variant="default" onClick={b.onClick} aria-label={b.name}>
          {b.label}
        </Button>
      ))}
    </Group>
  );
}
