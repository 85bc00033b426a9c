import type { Figures } from '@bulten/core';
import { type DayPoint, dayPoint } from './figures.rollup.js';

/**
 * The packed texts of `node_day_stat` read back: a day's figures as 13 `|`-separated fields (see
 * `NodeDayStatTable`), and a range's days as `date|figures` entries joined by `,`.
 */

const BAR = 124;
const MINUS = 45;
const ZERO = 48;
const NINE = 57;

/** Reads the `|`-separated fields of text[at, limit) one after the other. */
class PackedFields {
  constructor(
    private readonly text: string,
    private at: number,
    private readonly limit: number,
  ) {}

  private end(): number {
    const bar = this.text.indexOf('|', this.at);
    return bar < 0 || bar > this.limit ? this.limit : bar;
  }

  /** A whole number, read digit by digit up to its `|` (a decade is some 30,000: no string each). */
  number(): number {
    const text = this.text;
    let i = this.at;
    const negative = text.charCodeAt(i) === MINUS;
    if (negative) i += 1;
    let value = 0;
    for (; i < this.limit; i += 1) {
      const code = text.charCodeAt(i);
      if (code === BAR) break;
      // Our own SQL writes these texts; anything else means a corrupt row, never a figure to show.
      if (code < ZERO || code > NINE) throw new Error(`packed figures: not a whole number at ${i}`);
      value = value * 10 + code - ZERO;
    }
    this.at = i + 1;
    return negative ? -value : value;
  }

  string(): string {
    const end = this.end();
    const value = this.text.slice(this.at, end);
    this.at = end + 1;
    return value;
  }
}

// The 13 fields of a packed figures text (see `NodeDayStatTable`), in their order.
function readFigures(fields: PackedFields): Figures {
  const count = fields.number();
  const quantityMilli = fields.number();
  const amountE4 = fields.number();
  const minPriceE4 = fields.number();
  const maxPriceE4 = fields.number();
  const headCount = fields.number();
  const liveWeightMilli = fields.number();
  const firstAt = fields.string();
  const firstId = fields.number() - 10_000_000_000;
  const firstPriceE4 = fields.number();
  const lastAt = fields.string();
  const lastId = fields.number() - 10_000_000_000;
  const lastPriceE4 = fields.number();
  return {
    count,
    quantityMilli,
    amountE4,
    minPriceE4,
    maxPriceE4,
    firstPriceE4,
    firstAt,
    firstId,
    lastPriceE4,
    lastAt,
    lastId,
    headCount,
    liveWeightMilli,
  };
}

/**
 * The days of a text of `date|figures` entries joined by `,` (the packed figures hold no comma), oldest
 * first whatever order the database joined them in.
 */
export function unpackDays(text: string | null): DayPoint[] {
  const days: DayPoint[] = [];
  let sorted = true;
  for (let start = 0; text && start < text.length; ) {
    const comma = text.indexOf(',', start);
    const end = comma < 0 ? text.length : comma;
    const date = text.slice(start, start + 10);
    const figures = readFigures(new PackedFields(text, start + 11, end));
    if (days.length > 0 && days[days.length - 1]!.date > date) sorted = false;
    days.push(dayPoint(date, figures));
    start = end + 1;
  }
  return sorted ? days : days.sort((a, b) => (a.date < b.date ? -1 : 1));
}
