import type { Language } from '@bulten/core';
import { formatNumber } from '../../i18n/format';

/** One point of a sparkline (a card's `Seri`). */
export interface SeriesPoint {
  OrtFiyat: number;
}

/**
 * The SVG polyline points of a sparkline in a `width`×`height` box (oldest left, newest right, highest
 * price at the top); a flat line mid-height when all prices are equal, '' for no points.
 */
export function sparklinePoints(series: readonly SeriesPoint[], width: number, height: number): string {
  if (series.length === 0) return '';
  const prices = series.map((p) => p.OrtFiyat);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const step = series.length > 1 ? width / (series.length - 1) : 0;
  const y = (v: number) => (max === min ? height / 2 : height - ((v - min) / (max - min)) * height);
  return prices.map((v, i) => `${round(i * step)},${round(y(v))}`).join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A price in TL per unit with 4 decimals (tr `20,6840`). */
export function formatPrice(language: Language, value: number): string {
  return formatNumber(language, value, 4);
}

/** An amount in TL with 2 decimals (tr `1.250.000,00`). */
export function formatAmount(language: Language, value: number): string {
  return formatNumber(language, value, 2);
}

/** A quantity: whole numbers without decimals, others with their (at most 3) decimals (tr `1.250.000`). */
export function formatQuantity(language: Language, value: number): string {
  const decimals = Number.isInteger(value) ? 0 : decimalsOf(value);
  return formatNumber(language, value, decimals);
}

function decimalsOf(value: number): number {
  const text = String(Math.round(value * 1000) / 1000);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(3, text.length - dot - 1);
}

/** A signed change with a fixed number of decimals (`+0,1200`, `-1,25`); a zero has no sign. */
export function formatSigned(language: Language, value: number, decimals: number): string {
  const text = formatNumber(language, Math.abs(value), decimals);
  if (Number(text.replace(/[^0-9]/g, '')) === 0) return text;
  return `${value > 0 ? '+' : '-'}${text}`;
}

/** Anything with a change in %. */
export interface Mover {
  DegisimYuzde: number | null;
}

/** The `count` largest rises (descending) and falls (most negative first); items without a change are left out. */
export function topMovers<T extends Mover>(items: readonly T[], count: number): { up: T[]; down: T[] } {
  const changed = items.filter((i): i is T & { DegisimYuzde: number } => i.DegisimYuzde !== null);
  const up = changed.filter((i) => i.DegisimYuzde > 0).sort((a, b) => b.DegisimYuzde - a.DegisimYuzde);
  const down = changed.filter((i) => i.DegisimYuzde < 0).sort((a, b) => a.DegisimYuzde - b.DegisimYuzde);
  return { up: up.slice(0, count), down: down.slice(0, count) };
}

/** Anything with an amount in TL. */
export interface Traded {
  Tutar: number;
}

/** The `count` items with the largest amount, descending. */
export function mostTraded<T extends Traded>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => b.Tutar - a.Tutar).slice(0, count);
}
