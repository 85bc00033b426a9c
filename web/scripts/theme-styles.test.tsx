import { Button } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { MantineRoot } from '../src/app/MantineRoot';
import { appTheme } from '../src/app/theme';
import { themeStyles, themeStylesPlugin } from './theme-styles';

const transform = (html: string, filename: string): string => {
  const hook = themeStylesPlugin().transformIndexHtml;
  if (typeof hook !== 'function') throw new Error('transformIndexHtml is not a plain function');
  const context = { filename, path: '/', server: undefined } as unknown as IndexHtmlTransformContext;
  return hook.call(undefined as never, html, context) as string;
};

describe('the theme styles written by the build', () => {
  it("hold the app theme's variables and Mantine's breakpoint classes", () => {
    const styles = themeStyles();
    expect(styles).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled)');
    expect(styles).toContain('--mantine-radius-default: calc(0.25rem * var(--mantine-scale))');
    // The app's own resolver: dimmed text in gray 7.
    expect(styles).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
    expect(styles).toContain('.mantine-hidden-from-sm {display: none !important;}');
    expect(styles.match(/<style data-mantine-styles/g)).toHaveLength(2);
  });

  it("go at the end of the index page's head, never into the price widget's page", () => {
    const html = '<html lang="tr"><head><title>B</title></head><body></body></html>';
    expect(transform(html, '/web/index.html')).toBe(
      `<html lang="tr"><head><title>B</title>  ${themeStyles()}\n  </head><body></body></html>`,
    );
    expect(transform(html, '/web/embed.html')).toBe(html);
  });

  it("are not rendered again by the app's Mantine root, whose components still get the theme", () => {
    const markup = renderToStaticMarkup(
      <MantineRoot theme={appTheme('Kapat')}>
        <Button>Ara</Button>
      </MantineRoot>,
    );
    expect(markup).not.toContain('<style');
    expect(markup).toContain('mantine-Button-root');
    expect(markup).toContain('Ara');
  });
});
