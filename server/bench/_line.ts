/**
 * One benchmark figure per line: `name: value unit (target X, ratio R)`; a ratio ≥ 1 meets the target
 * (value / target when more is better, target / value when less is).
 */
export function figureLine(
  name: string,
  value: number,
  unit: string,
  target: number,
  moreIsBetter: boolean,
  digits = 2,
): string {
  const ratio = moreIsBetter ? value / target : value <= 0 ? Number.POSITIVE_INFINITY : target / value;
  const shown = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(digits));
  const u = unit ? ` ${unit}` : '';
  return `${name}: ${shown(value)}${u} (target ${moreIsBetter ? '≥' : '≤'} ${shown(target)}${u}, ratio ${ratio.toFixed(2)})`;
}

/**
 * An absolute figure printed for the record, without a target (`name: value unit`): the targets are set on
 * its ratio to a bare twin measured in the same run, since the absolute figure moves with the machine.
 */
export function infoLine(name: string, value: number, unit: string, digits = 2): string {
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return `${name}: ${shown}${unit ? ` ${unit}` : ''} (no target: see the ratio to its twin)`;
}

/** The middle value (the upper of the two middle ones for an even count): the benches' summary of repeated runs. */
export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
