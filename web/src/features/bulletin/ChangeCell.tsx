import type { Language } from '@bulten/core';
import { useTranslation } from 'react-i18next';
import { percentText, priceText } from './bulletin-format';

const ARROWS = { UP: '▲', DOWN: '▼', UNCH: '■' } as const;

/** The change of a weighted average: arrow, % and TL, with the direction spelled out for screen readers. */
export function ChangeCell(props: {
  language: Language;
  direction: 'UP' | 'DOWN' | 'UNCH' | null;
  percent: number | null;
  amount: number | null;
}) {
  const { t } = useTranslation();
  if (props.direction === null) return <span>–</span>;
  return (
    <span className={`change change-${props.direction.toLowerCase()}`}>
      <span aria-hidden="true">{ARROWS[props.direction]} </span>
      <span className="visually-hidden">{t(`bulletin.direction.${props.direction}`)} </span>
      {percentText(props.language, props.percent)}
      <span className="change-tl"> ({priceText(props.language, props.amount)})</span>
    </span>
  );
}
