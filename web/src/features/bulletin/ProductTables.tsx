import type { PricePoint, PricePointCh } from '@bulten/core';
import { type HistoryWindow, useHallLots, useProductDays } from '../../api/hooks/use-product-history';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { LotScatters } from '../../components/charts/LotScatter';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { lotColumns } from '../../components/lot-columns';
import { PagedTable, type TablePaging } from '../../components/PagedTable';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';
import { animalDayColumns, productDayColumns } from './columns';

/** Props of the product page's lower part. */
export interface ProductTablesProps {
  w: HistoryWindow;
  liveAnimal: boolean;
  series: readonly PricePoint[] | undefined;
  params: URLSearchParams;
  set: (entries: Record<string, string | null>) => void;
  unit: string;
}

/** The page of a table kept in the URL parameter `key`. */
function paging(props: Pick<ProductTablesProps, 'params' | 'set'>, key: string): TablePaging {
  return {
    page: Math.max(1, Number(props.params.get(key)) || 1),
    onPage: (p) => props.set({ [key]: String(p) }),
  };
}

/** The daily table (newest first) and, for crops, the hall lots' price against their analyses. */
export function ProductTables(props: ProductTablesProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  if (props.liveAnimal) {
    const rows = [...((props.series ?? []) as PricePointCh[])].reverse();
    return (
      <Block id="days-heading" title={t('product.days')}>
        <OpenDataLinks endpoint={{ name: 'history.GetBultenGrafikFiyatTarihliCH' }} values={{ ...props.w }} />
        <PagedTable
          rows={rows}
          columns={animalDayColumns(t)}
          rowKey={(r) => r.Tarih}
          caption={t('product.daysCaption')}
          language={language}
          paging={paging(props, 'sayfa')}
        />
      </Block>
    );
  }
  return (
    <>
      <CropDays w={props.w} paging={paging(props, 'sayfa')} />
      <HallLots w={props.w} unit={props.unit} paging={paging(props, 'lotSayfa')} />
    </>
  );
}

function CropDays({ w, paging }: { w: HistoryWindow; paging: TablePaging }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const days = useProductDays(w);
  return (
    <Block id="days-heading" title={t('product.days')}>
      <OpenDataLinks endpoint={{ name: 'history.GetBultenIslemUrunListesiTarihli' }} values={{ ...w }} />
      <QueryState query={days}>
        {(rows) => (
          <PagedTable
            rows={[...rows].sort((a, b) =>
              a.IslemTarih < b.IslemTarih ? 1 : a.IslemTarih > b.IslemTarih ? -1 : 0,
            )}
            columns={productDayColumns(t).filter(
              (c) => c.key !== 'product' || new Set(rows.map((r) => r.UrunId)).size > 1,
            )}
            rowKey={(r) => `${r.IslemTarih}-${r.UrunId}`}
            caption={t('product.daysCaption')}
            language={language}
            paging={paging}
          />
        )}
      </QueryState>
    </Block>
  );
}

function HallLots({ w, unit, paging }: { w: HistoryWindow; unit: string; paging: TablePaging }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const lots = useHallLots(w);
  return (
    <Block id="lots-heading" title={t('product.lots')}>
      <QueryState query={lots} empty={<EmptyNotice>{t('product.noLots')}</EmptyNotice>}>
        {(rows) => (
          <>
            <OpenDataLinks
              endpoint={{ name: 'history.GetUrunFiyatDetayWithAnalizler' }}
              values={{ productId: w.itemId, from: w.from, to: w.to }}
            />
            <LotScatters lots={rows} unit={unit} />
            <PagedTable
              rows={rows}
              columns={lotColumns(t, language, ['TescilNo', 'IslemTarih', 'BirimFiyat', 'Miktar'])}
              rowKey={(r) => String(r.Id)}
              caption={t('product.lotsCaption')}
              language={language}
              paging={paging}
            />
          </>
        )}
      </QueryState>
    </Block>
  );
}
