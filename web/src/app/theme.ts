import { type CSSVariablesResolver, createTheme, type MantineThemeOverride } from '@mantine/core';

/**
 * Mantine theme: a dark teal that keeps white text above 4.5:1, system fonts; the close button (×, an icon
 * only) of every modal, drawer and toast named `closeLabel` for screen readers, in the page's language.
 */
export function appTheme(closeLabel: string): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    primaryColor: 'teal',
    primaryShade: 9,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif' },
    defaultRadius: 'sm',
    focusRing: 'always',
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}

/**
 * Dimmed text (input descriptions, `c="dimmed"`) in gray 7 and a field's error in red 9: Mantine's gray 6
 * and red 6 (3.3:1) stay under 4.5:1 on white. A filled button's hover a shade darker than its teal 9, not
 * teal 8 (white on teal 8 is 3.9:1; the pointer often rests on a button just pressed).
 */
const HOVER = '#06694b';
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-filled-hover': HOVER,
    '--mantine-primary-color-filled-hover': HOVER,
  },
  dark: {},
});
