import {
  addYears,
  amountNumber,
  type Channel,
  divRound,
  type Language,
  percentNumber,
  priceChange,
  priceNumber,
  quantityNumber,
  type SalesReport,
  type SalesReportRow,
  type Unit,
  weightedAverage,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { type Catalogue, type CatalogueNode, getCatalogue } from '../catalogue/catalogue.cache.js';
import { identityFields } from '../figures/figures.fields.js';
import { nodeUnit, treeNodes } from '../figures/figures.rollup.js';
import { type ProductSums, productSumsBetween } from './report.repository.js';

/** Sums of a node over a period, quantities in the node's unit. */
interface Sums {
  count: number;
  quantityMilli: number;
  amountE4: number;
}

const EMPTY: Sums = { count: 0, quantityMilli: 0, amountE4: 0 };
// A TON product inside a node reported in KG.
const KG_PER_TON = 1000;

/** A node's sums from its products' sums (a TON product counts in KG when the node is in KG). */
export function nodeSums(
  catalogue: Catalogue,
  node: CatalogueNode,
  unit: Unit | null,
  sums: ReadonlyMap<number, ProductSums>,
): Sums {
  const out = { ...EMPTY };
  for (const id of node.productIds) {
    const s = sums.get(id);
    if (!s) continue;
    const factor = unit === 'KG' && catalogue.nodes.get(id)?.unit === 'TON' ? KG_PER_TON : 1;
    out.count += s.count;
    out.quantityMilli += s.quantityMilli * factor;
    out.amountE4 += s.amountE4;
  }
  return out;
}

/** Change from `previous` to `current` in % (2 decimals); null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return percentNumber(Number(divRound(BigInt(current - previous) * 10_000n, BigInt(previous))));
}

/** `part` as a share of `whole` in % (2 decimals); 0 of an empty whole. */
export function sharePercent(part: number, whole: number): number {
  return whole === 0 ? 0 : percentNumber(Number(divRound(BigInt(part) * 10_000n, BigInt(whole))));
}

function average(sums: Sums, unit: Unit | null): number | null {
  return unit === null ? null : weightedAverage(sums.amountE4, sums.quantityMilli);
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
  const avg = average(current, unit);
  const prevAvg = average(previous, unit);
  const avgChange = priceChange(avg, prevAvg);
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

function byProduct(rows: readonly ProductSums[]): Map<number, ProductSums> {
  return new Map(rows.map((r) => [r.productId, r]));
}

function grandTotal(rows: readonly ProductSums[]): Sums {
  return rows.reduce(
    (t, r) => ({ count: t.count + r.count, quantityMilli: 0, amountE4: t.amountE4 + r.amountE4 }),
    EMPTY,
  );
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
  const [catalogue, nowRows, prevRows] = await Promise.all([
    getCatalogue(ctx),
    productSumsBetween(ctx.db.kysely, range),
    productSumsBetween(ctx.db.kysely, previousRange),
  ]);
  const now = byProduct(nowRows);
  const prev = byProduct(prevRows);
  const total = grandTotal(nowRows);
  const totalBefore = grandTotal(prevRows);
  const traded = (node: CatalogueNode) => node.productIds.some((id) => now.has(id) || prev.has(id));
  const rows = treeNodes(catalogue, traded).map((node) => {
    const unit = nodeUnit(catalogue, node);
    return reportRow(
      catalogue,
      node,
      nodeSums(catalogue, node, unit, now),
      nodeSums(catalogue, node, unit, prev),
      total.amountE4,
      lang,
    );
  });
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
