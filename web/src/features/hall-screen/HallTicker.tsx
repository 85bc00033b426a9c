import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useTickerColor, useTickerText } from '../../api/hooks/use-ticker';
import { tickerColors } from '../../shell/ticker/ticker-color';

/** The ticker across the screen's foot, large; no pause button (nobody touches the hall's televisions). */
export function HallTicker() {
  const { t } = useTranslation();
  const text = useTickerText();
  const color = useTickerColor();
  const message = text.data?.Metin.trim() ?? '';
  if (!message) return null;
  const colors = tickerColors(color.data?.RenkKodu);
  const style = {
    '--hall-ticker-bg': colors.background,
    '--hall-ticker-fg': colors.text,
    '--hall-ticker-seconds': `${Math.max(30, Math.round(message.length * 0.25))}s`,
  } as CSSProperties;
  return (
    <section className="hall-ticker" aria-label={t('ticker.label')} style={style}>
      <p className="hall-ticker-text">{message}</p>
    </section>
  );
}
