import type { CSSProperties } from 'react';
import { useTickerColor, useTickerText } from '../../api/hooks/use-ticker';
import { tickerStyle } from './ticker-color';

/** How fast a ticker's text crosses its bar: `perCharacter` seconds a character, at least `minSeconds`. */
export interface TickerPace {
  minSeconds: number;
  perCharacter: number;
}

/** The ticker's text from the API and its bar's style (`tickerStyle`); null while there is no text. */
export function useTickerBar(pace: TickerPace): { message: string; style: CSSProperties } | null {
  const text = useTickerText();
  const color = useTickerColor();
  const message = text.data?.Metin.trim() ?? '';
  if (!message) return null;
  const seconds = Math.max(pace.minSeconds, Math.round(message.length * pace.perCharacter));
  return { message, style: tickerStyle(color.data?.RenkKodu, seconds) };
}
