import type { CSSProperties } from 'react';

/** Ticker background when the server's colour is missing or malformed. */
export const DEFAULT_TICKER_BACKGROUND = '#0b5a4a';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG) of a `#rrggbb` colour, or null when malformed. */
export function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((h) => channel(Number.parseInt(h, 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two luminances. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** The ticker's background and the text colour (black or white) that reads best on it. */
export function tickerColors(hex: string | undefined): { background: string; text: '#000000' | '#ffffff' } {
  const background = hex && luminance(hex) !== null ? hex : DEFAULT_TICKER_BACKGROUND;
  const l = luminance(background) ?? 0;
  return { background, text: contrastRatio(l, 1) >= contrastRatio(l, 0) ? '#ffffff' : '#000000' };
}

/** A ticker bar's look as CSS variables: `--ticker-bg` and `--ticker-fg` (its colours), `--ticker-seconds`. */
export function tickerStyle(hex: string | undefined, seconds: number): CSSProperties {
  const colors = tickerColors(hex);
  return {
    '--ticker-bg': colors.background,
    '--ticker-fg': colors.text,
    '--ticker-seconds': `${seconds}s`,
  } as CSSProperties;
}
