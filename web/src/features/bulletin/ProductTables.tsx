import type { PricePoint, PricePointCh } from '@bulten/core';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type HistoryWindow, useHallLots, useProductDays } from '../../api/hooks/use-product-history';
import { useServices } from '../../app/services';
import { QueryState } from '../../components/QueryState';
import { animalDayColumns, lotColumns, productDayColumns } from './columns';
import { DaysTable } from './DaysTable';
import { LotScatter } from './LotScatter';

/** Props of the product page's lower part. */
export interface ProductTablesProps {
  w: HistoryWindow;
  liveAnimal: boolean;
  series: readonly PricePoint[] | undefined;
  params: URLSearchParams;
  set: (entries: Record<string, string | null>) => void;
  unit: string;
}

const pageOf = (params: URLSearchParams, key: string) => Math.max(1, Number(params.get(key)) || 1);

/** The daily table (newest first) and, for crops, the hall lots' price against their analyses. */
export function ProductTables({ w, liveAnimal, series, params, set, unit }: ProductTablesProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  if (liveAnimal) {
    const rows = [...((series ?? []) as PricePointCh[])].reverse();
    return (
      <section aria-labelledby="days-heading">
        <h2 id="days-heading" className="section-title">
          {t('product.days')}
        </h2>
        <DaysTable
          rows={rows}
          columns={animalDayColumns(t)}
          rowKey={(r) => r.Tarih}
          caption={t('product.daysCaption')}
          language={language}
          page={pageOf(params, 'sayfa')}
          onPage={(p) => set({ sayfa: String(p) })}
        />
      </section>
    );
  }
  return (
    <>
      <CropDays w={w} page={pageOf(params, 'sayfa')} onPage={(p) => set({ sayfa: String(p) })} />
      <HallLots
        w={w}
        unit={unit}
        page={pageOf(params, 'lotSayfa')}
        onPage={(p) => set({ lotSayfa: String(p) })}
      />
    </>
  );
}

function CropDays({ w, page, onPage }: { w: HistoryWindow; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const days = useProductDays(w);
  return (
    <section aria-labelledby="days-heading">
      <h2 id="days-heading" className="section-title">
        {t('product.days')}
      </h2>
      <QueryState query={days}>
        {(rows) => (
          <DaysTable
            rows={[...rows].sort((a, b) =>
              a.IslemTarih < b.IslemTarih ? 1 : a.IslemTarih > b.IslemTarih ? -1 : 0,
            )}
            columns={productDayColumns(t).filter(
              (c) => c.key !== 'product' || new Set(rows.map((r) => r.UrunId)).size > 1,
            )}
            rowKey={(r) => `${r.IslemTarih}-${r.UrunId}`}
            caption={t('product.daysCaption')}
            language={language}
            page={page}
            onPage={onPage}
          />
        )}
      </QueryState>
    </section>
  );
}

function HallLots(props: { w: HistoryWindow; unit: string; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const lots = useHallLots(props.w);
  return (
    <section aria-labelledby="lots-heading">
      <h2 id="lots-heading" className="section-title">
        {t('product.lots')}
      </h2>
      <QueryState query={lots} empty={<p className="empty-notice">{t('product.noLots')}</p>}>
        {(rows) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LotScatter
                lots={rows}
                analysis="Protein"
                axisLabel={t('hallSales.analysis.Protein')}
                unit={props.unit}
                language={language}
              />
              <LotScatter
                lots={rows}
                analysis="Hektolitre"
                axisLabel={t('hallSales.analysis.Hektolitre')}
                unit={props.unit}
                language={language}
              />
            </SimpleGrid>
            <DaysTable
              rows={rows}
              columns={lotColumns(t)}
              rowKey={(r) => String(r.Id)}
              caption={t('product.lotsCaption')}
              language={language}
              page={props.page}
              onPage={props.onPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
