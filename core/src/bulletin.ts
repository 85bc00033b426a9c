import { divRound, weightedAverage } from './money.js';

/** One active trade as the bulletin sees it. */
export interface TradeFigures {
  id: number;
  tradedAt: string;
  quantityMilli: number;
  unitPriceE4: number;
  amountE4: number;
  headCount?: number | null;
  liveWeightMilli?: number | null;
}

/** Figures of a set of active trades (a day, a product, a class, a group, a channel, a market). */
export interface Figures {
  count: number;
  quantityMilli: number;
  amountE4: number;
  minPriceE4: number;
  maxPriceE4: number;
  firstPriceE4: number;
  firstAt: string;
  firstId: number;
  lastPriceE4: number;
  lastAt: string;
  lastId: number;
  headCount: number;
  liveWeightMilli: number;
}

function isEarlier(at: string, id: number, thanAt: string, thanId: number): boolean {
  return at < thanAt || (at === thanAt && id < thanId);
}

function tradeAsFigures(trade: TradeFigures): Figures {
  return {
    count: 1,
    quantityMilli: trade.quantityMilli,
    amountE4: trade.amountE4,
    minPriceE4: trade.unitPriceE4,
    maxPriceE4: trade.unitPriceE4,
    firstPriceE4: trade.unitPriceE4,
    firstAt: trade.tradedAt,
    firstId: trade.id,
    lastPriceE4: trade.unitPriceE4,
    lastAt: trade.tradedAt,
    lastId: trade.id,
    headCount: trade.headCount ?? 0,
    liveWeightMilli: trade.liveWeightMilli ?? 0,
  };
}

/** Merges two sets of figures: sums, extremes, and the earliest first and latest last trade. */
export function mergeFigures(a: Figures, b: Figures): Figures {
  const aFirst = isEarlier(a.firstAt, a.firstId, b.firstAt, b.firstId);
  const aLast = !isEarlier(a.lastAt, a.lastId, b.lastAt, b.lastId);
  return {
    count: a.count + b.count,
    quantityMilli: a.quantityMilli + b.quantityMilli,
    amountE4: a.amountE4 + b.amountE4,
    minPriceE4: Math.min(a.minPriceE4, b.minPriceE4),
    maxPriceE4: Math.max(a.maxPriceE4, b.maxPriceE4),
    firstPriceE4: aFirst ? a.firstPriceE4 : b.firstPriceE4,
    firstAt: aFirst ? a.firstAt : b.firstAt,
    firstId: aFirst ? a.firstId : b.firstId,
    lastPriceE4: aLast ? a.lastPriceE4 : b.lastPriceE4,
    lastAt: aLast ? a.lastAt : b.lastAt,
    lastId: aLast ? a.lastId : b.lastId,
    headCount: a.headCount + b.headCount,
    liveWeightMilli: a.liveWeightMilli + b.liveWeightMilli,
  };
}

/** Figures of a list of figures (roll-up of products into a class, group or market); null when empty. */
export function combineFigures(parts: readonly Figures[]): Figures | null {
  if (parts.length === 0) return null;
  return parts.reduce(mergeFigures);
}

/** Figures of a list of active trades; null when there are none. */
export function aggregateTrades(trades: readonly TradeFigures[]): Figures | null {
  return combineFigures(trades.map(tradeAsFigures));
}

/** Weighted average price (e4) of a set of figures: amount / quantity. */
export function averagePrice(figures: Pick<Figures, 'amountE4' | 'quantityMilli'>): number | null {
  return weightedAverage(figures.amountE4, figures.quantityMilli);
}

/** Direction of a change; 'UNCH' when equal. */
export type ChangeDirection = 'UP' | 'DOWN' | 'UNCH';

/** A price change in e4 TL and in hundredths of a percent. */
export interface PriceChange {
  previousE4: number;
  changeE4: number;
  percentE2: number;
  direction: ChangeDirection;
}

/** Change of a price against an earlier one; null when either side is missing or the earlier is 0. */
export function priceChange(currentE4: number | null, previousE4: number | null): PriceChange | null {
  if (currentE4 === null || previousE4 === null || previousE4 === 0) return null;
  const changeE4 = currentE4 - previousE4;
  const percentE2 = Number(divRound(BigInt(changeE4) * 10_000n, BigInt(previousE4)));
  const direction: ChangeDirection = changeE4 > 0 ? 'UP' : changeE4 < 0 ? 'DOWN' : 'UNCH';
  return { previousE4, changeE4, percentE2, direction };
}
