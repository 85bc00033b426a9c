import type { ComboboxProps } from '@mantine/core';

/**
 * The combobox props of a select: its options are rendered when it opens. Mantine's default keeps every
 * select's list rendered (hidden) from the first commit, which builds all of them at once right after a
 * server-rendered page is taken over, one long task; the list is only ever referenced while open.
 */
export const OPTIONS_WHEN_OPEN: ComboboxProps = { keepMounted: false };
