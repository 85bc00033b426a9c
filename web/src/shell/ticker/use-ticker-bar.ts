import type { CSSProperties } from 'react';
import { useTickerColor, useTickerText } from '../../api/hooks/use-ticker';
import { tickerStyle } from './ticker-color';

/** How fast a ticker's text crosses its bar: `perCharacter` seconds a character, at least `minSeconds`. */
export interface TickerPace {
  minSeconds: number;
  perCharacter: number;
}

/** The public pages' ticker: slow enough to read. */
export const TICKER_PACE: TickerPace = { minSeconds: 20, perCharacter: 0.3 };

/** A bar's style (`tickerStyle`) for a message and colour at a pace: the longer the text, the slower. */
export function tickerBarStyle(message: string, color: string | undefined, pace: TickerPace): CSSProperties {
  const seconds = Math.max(pace.minSeconds, Math.round(message.length * pace.perCharacter));
  return tickerStyle(color, seconds);
}

/** The ticker's text from the API and its bar's style (`tickerStyle`); null while there is no text. */
export function useTickerBar(pace: TickerPace): { message: string; style: CSSProperties } | null {
  const text = useTickerText();
  const color = useTickerColor();
  const message = text.data?.Metin.trim() ?? '';
  if (!message) return null;
  return { message, style: tickerBarStyle(message, color.data?.RenkKodu, pace) };
}
