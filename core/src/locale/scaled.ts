/**
 * Writes an integer scaled by 10^decimals as a fixed-decimal string with a chosen mark ("20,6840"). Here, not
 * in `money.ts` or `numbers.ts`, so the first view's figures load neither the money arithmetic nor this.
 */
export function formatScaled(value: number, decimals: number, decimalMark: '.' | ',' = '.'): string {
  const negative = value < 0;
  const digits = Math.abs(value)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const body = decimals > 0 ? `${whole}${decimalMark}${fraction}` : whole;
  return negative ? `-${body}` : body;
}

/** The exact decimal text of an integer scaled by 10^decimals (`206840`, 4 → `"20.6840"`), to format. */
export function fromScaled(value: number, decimals: number): `${number}` {
  return formatScaled(value, decimals, '.') as `${number}`;
}
