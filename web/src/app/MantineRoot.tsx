import { MantineContext, type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';

type MantineSettings = NonNullable<ContextType<typeof MantineContext>>;

/**
 * What `MantineProvider` would give the components with the app's settings: one light colour scheme, no
 * colour-scheme manager, Mantine's class names.
 */
const SETTINGS: MantineSettings = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/**
 * Mantine's context and theme for the app, in place of `MantineProvider`: the provider also works out the
 * theme's CSS variables and breakpoint classes in the browser on every page (some 3 kB of gzipped script
 * on the first load); the build writes them once into the page's head instead (`theme-styles.ts`), and
 * `data-mantine-color-scheme="light"` is in `index.html`.
 */
export function MantineRoot({ theme, children }: { theme: MantineThemeOverride; children: ReactNode }) {
  return (
    <MantineContext value={SETTINGS}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
