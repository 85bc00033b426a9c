import { describe, expect, it } from 'vitest';
import { contrastRatio, DEFAULT_TICKER_BACKGROUND, luminance, tickerColors } from './ticker-color';

describe('ticker colours', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1, 6);
    expect(luminance('#000000')).toBe(0);
    expect(contrastRatio(1, 0)).toBeCloseTo(21, 6);
    expect(luminance('#12345')).toBeNull();
  });

  it('writes white on dark backgrounds and black on light ones', () => {
    expect(tickerColors('#c92a2a')).toEqual({ background: '#c92a2a', text: '#ffffff' });
    expect(tickerColors('#ffd43b')).toEqual({ background: '#ffd43b', text: '#000000' });
    expect(tickerColors('#FFFFFF').text).toBe('#000000');
  });

  it('falls back to the default background for a missing or malformed colour', () => {
    expect(tickerColors(undefined)).toEqual({ background: DEFAULT_TICKER_BACKGROUND, text: '#ffffff' });
    expect(tickerColors('red').background).toBe(DEFAULT_TICKER_BACKGROUND);
  });

  it('always reaches at least 4.5:1 between text and background', () => {
    for (let v = 0; v < 256; v += 5) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const { text } = tickerColors(hex);
      expect(contrastRatio(luminance(hex)!, luminance(text)!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
