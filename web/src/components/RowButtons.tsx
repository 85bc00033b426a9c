import { Button, type ButtonProps, Group } from '@mantine/core';
import type { Column } from './DataTable';

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

/**
 * A table's column of row buttons (`actions`: kept in view at the table's end while it scrolls, a card's
 * last line on a phone); a row without buttons leaves its cell empty.
 */
export function rowButtonsColumn<T>(
  key: string,
  label: string,
  buttons: (row: T) => readonly RowButton[] | null,
  size?: ButtonProps['size'],
): Column<T> {
  return {
    key,
    label,
    actions: true,
    cell: (row) => {
      const list = buttons(row);
      return list && list.length > 0 ? <RowButtons buttons={list} size={size} /> : null;
    },
  };
}
