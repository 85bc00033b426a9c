import {
  addYears,
  amountNumber,
  type Channel,
  divRound,
  type Language,
  percentNumber,
  priceNumber,
  quantityNumber,
  type SalesReport,
  type SalesReportRow,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { type Catalogue, type CatalogueNode, getCatalogue } from '../catalogue/catalogue.cache.js';
import { identityFields } from '../figures/figures.fields.js';
import { nodeUnit, treeNodes } from '../figures/figures.nodes.js';
import { changeSince } from '../figures/figures.rollup.js';
import { type NodeTotals, nodeTotalsBetween } from '../figures/figures.series.js';

/** A node's totals over a period in its unit, with its weighted average (null without a unit). */
type Sums = Pick<NodeTotals, 'count' | 'quantityMilli' | 'amountE4' | 'averageE4'>;

const EMPTY = { count: 0, quantityMilli: 0, amountE4: 0, averageE4: null } as const;

/** Change from `previous` to `current` in % (2 decimals); null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  const change = changeSince(current, previous);
  return change ? percentNumber(change.percentE2) : null;
}

/** `part` as a share of `whole` in % (2 decimals); 0 of an empty whole. */
export function sharePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : percentNumber(Number(divRound(BigInt(part) * 10_000n, BigInt(whole))));
}

function reportRow(
  catalogue: Catalogue,
  node: CatalogueNode,
  current: Sums,
  previous: Sums,
  total: number,
  lang: Language,
): SalesReportRow {
  const unit = nodeUnit(catalogue, node);
  const avg = current.averageE4;
  const prevAvg = previous.averageE4;
  const avgChange = changeSince(avg, prevAvg);
  const quantity = (s: Sums) => (unit === null ? null : quantityNumber(s.quantityMilli));
  return {
    ...identityFields(catalogue, node, unit, lang),
    Miktar: quantity(current),
    Tutar: amountNumber(current.amountE4),
    IslemSayisi: current.count,
    OrtFiyat: avg === null ? null : priceNumber(avg),
    Pay: sharePercent(current.amountE4, total),
    OncekiMiktar: quantity(previous),
    OncekiTutar: amountNumber(previous.amountE4),
    OncekiIslemSayisi: previous.count,
    OncekiOrtFiyat: prevAvg === null ? null : priceNumber(prevAvg),
    MiktarDegisimYuzde: unit === null ? null : percentChange(current.quantityMilli, previous.quantityMilli),
    TutarDegisimYuzde: percentChange(current.amountE4, previous.amountE4),
    OrtFiyatDegisimYuzde: avgChange ? percentNumber(avgChange.percentE2) : null,
  };
}

/**
 * The exchange sales report of a period: per group, class and product that traded in the period or a year
 * earlier, quantity, amount, count, weighted average, share of the period's amount, and the same figures
 * for the same period a year earlier with the changes.
 */
export async function salesReport(
  ctx: AppContext,
  lang: Language,
  range: { from: string; to: string; channels?: readonly Channel[] },
): Promise<SalesReport> {
  const previousRange = {
    from: addYears(range.from, -1),
    to: addYears(range.to, -1),
    channels: range.channels,
  };
  const catalogue = await getCatalogue(ctx);
  const nodes = treeNodes(catalogue);
  const [now, prev] = await Promise.all([
    nodeTotalsBetween(ctx.db.kysely, catalogue, nodes, range),
    nodeTotalsBetween(ctx.db.kysely, catalogue, nodes, previousRange),
  ]);
  const total = now.market;
  const totalBefore = prev.market;
  const traded = (node: CatalogueNode) => now.nodes.has(node.id) || prev.nodes.has(node.id);
  const rows = nodes
    .filter(traded)
    .map((node) =>
      reportRow(
        catalogue,
        node,
        now.nodes.get(node.id) ?? EMPTY,
        prev.nodes.get(node.id) ?? EMPTY,
        total.amountE4,
        lang,
      ),
    );
  return {
    Borsa: ctx.config.exchangeName,
    Baslangic: range.from,
    Bitis: range.to,
    OncekiBaslangic: previousRange.from,
    OncekiBitis: previousRange.to,
    Kanal: range.channels?.length === 1 ? range.channels[0]! : 'TUMU',
    Toplam: {
      Tutar: amountNumber(total.amountE4),
      IslemSayisi: total.count,
      OncekiTutar: amountNumber(totalBefore.amountE4),
      OncekiIslemSayisi: totalBefore.count,
      TutarDegisimYuzde: percentChange(total.amountE4, totalBefore.amountE4),
    },
    Satirlar: rows,
  };
}
