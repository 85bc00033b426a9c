import type { TradeRow } from '@bulten/core';
import { Stack, Title } from '@mantine/core';
import { useCardTrades } from '../../api/hooks/use-card-trades';
import { Block } from '../../components/Block';
import { TradesTable } from '../../components/market/TradesTable';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';
import { LatestTradesView } from './LatestTradesView';

/** A class's trades in the order they came (newest first). */
export interface ClassTrades {
  classId: number;
  className: string;
  groupName: string;
  rows: TradeRow[];
}

/** Splits trades by class, classes in the order of their newest trade. */
export function byClass(rows: readonly TradeRow[]): ClassTrades[] {
  const classes = new Map<number, ClassTrades>();
  for (const row of rows) {
    const entry = classes.get(row.SinifId) ?? {
      classId: row.SinifId,
      className: row.SinifAdi,
      groupName: row.GrupAdi,
      rows: [],
    };
    entry.rows.push(row);
    classes.set(row.SinifId, entry);
  }
  return [...classes.values()];
}

/** Card trades the detail page shows (the newest, split by class). */
export const CARD_TRADES = 50;

function CardTrades() {
  const { t } = useTranslation();
  const query = useCardTrades(CARD_TRADES);
  return (
    <QueryState query={query}>
      {(rows) => (
        <Stack gap="md">
          {byClass(rows).map((c) => (
            <section key={c.classId} aria-labelledby={`sinif-${c.classId}`}>
              <Title order={3} size="h5" id={`sinif-${c.classId}`}>
                {c.className} <span className="sub">({c.groupName})</span>
              </Title>
              <TradesTable
                rows={c.rows}
                caption={t('onlineTrades.classCaption', { name: c.className })}
                withTotals
              />
            </section>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/** `online-islemler-detay`: the filterable live list, then the cards' latest trades per class. */
export function OnlineTradesDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('onlineTrades.title')} description={t('onlineTrades.description')}>
      <Block id="islem-listesi" title={t('onlineTrades.listHeading')}>
        <LatestTradesView />
      </Block>
      <Block id="kart-islemleri" title={t('onlineTrades.cardsHeading')}>
        <CardTrades />
      </Block>
    </PageFrame>
  );
}
