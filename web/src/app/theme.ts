import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/** Mantine theme: a dark teal that keeps white text above 4.5:1, system fonts. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
  defaultRadius: 'sm',
  focusRing: 'always',
});

/** Dimmed text (input descriptions, `c="dimmed"`) in gray 7: Mantine's gray 6 stays under 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
