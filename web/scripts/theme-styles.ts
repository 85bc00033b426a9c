// The theme's CSS variables and breakpoint classes, written into the index page's head by the build instead
// of being worked out in every visitor's browser (`src/app/MantineRoot.tsx`).
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { appTheme, cssVariablesResolver } from '../src/app/theme.ts';

/**
 * The `<style>` elements `MantineProvider` renders for the app's theme: the variables that differ from
 * Mantine's defaults (primary colour, fonts, radius, the dimmed text) and the `hiddenFrom`/`visibleFrom`
 * classes of each breakpoint. Rendered by Mantine's own provider, so they are what it would have rendered.
 */
export function themeStyles(): string {
  // The close button's label only goes into components' default props, never into a CSS variable.
  const theme = appTheme('');
  return renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }, null),
  );
}

/** Vite plugin: `themeStyles()` at the end of `index.html`'s head (the price widget's page has no Mantine). */
export function themeStylesPlugin(): Plugin {
  return {
    name: 'bulten-theme-styles',
    transformIndexHtml(html, context) {
      if (!context.filename.endsWith('index.html')) return html;
      return html.replace('</head>', () => `  ${themeStyles()}\n  </head>`);
    },
  };
}
