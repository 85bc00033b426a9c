import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useServices } from '../app/services';
import { changeText, DIRECTION_ARROWS, type Direction } from '../format/changes';
import { NO_VALUE } from '../format/numbers';
import { useTranslation } from '../i18n/react';
import './change.css';

/** Props of a change against the previous trading day. */
export interface ChangeTextProps {
  direction: Direction | null;
  /** Change in %. */
  percent: number | null;
  /** Change of the unit price in TL; left out when null. */
  amount: number | null;
  /** Shown without a previous day (default `–`). */
  empty?: ReactNode;
}

/**
 * A change as every screen shows it: arrow, percent and TL (`▲ +%3,39 (+0,6413 TL)`), coloured by direction,
 * with the direction spelled out for screen readers.
 */
export function ChangeText({ direction, percent, amount, empty = NO_VALUE }: ChangeTextProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  if (direction === null)
    return (
      <span className="change" data-dir="NONE">
        {empty}
      </span>
    );
  const [head, tail] = changeText(language, percent, amount).split(' (');
  return (
    <span className="change" data-dir={direction}>
      <VisuallyHidden>{t(`figures.direction.${direction}`)}: </VisuallyHidden>
      <span aria-hidden="true">{DIRECTION_ARROWS[direction]}</span>
      {/* Two unbreakable parts: a narrow column puts the TL part under the percent, never splits either. */}
      <span> {head}</span>
      {tail && ' '}
      {tail && <span>({tail}</span>}
    </span>
  );
}
