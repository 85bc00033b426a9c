import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useServices } from '../app/services';
import { changeText, DIRECTION_ARROWS, type Direction, priceChangeText } from '../format/changes';
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
  return (
    <span className="change" data-dir={direction}>
      <VisuallyHidden>{t(`figures.direction.${direction}`)}: </VisuallyHidden>
      {/* Two unbreakable parts: a narrow column wraps the TL part under the percent, never inside either. */}
      <span className="change-part">
        <span aria-hidden="true">{DIRECTION_ARROWS[direction]} </span>
        {changeText(language, percent, null)}
      </span>
      {amount !== null && (
        <>
          {' '}
          <span className="change-part">({priceChangeText(language, amount)})</span>
        </>
      )}
    </span>
  );
}
