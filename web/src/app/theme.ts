import { createTheme } from '@mantine/core';

/** Mantine theme: a dark teal that keeps white text above 4.5:1, system fonts. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  defaultRadius: 'sm',
  focusRing: 'always',
});
