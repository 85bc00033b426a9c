// The parsers commander calls on an option's or argument's text; a bad value throws with its name.

/** A parser of a whole number, 0 included. */
export function wholeNumber(name: string): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
    return n;
  };
}

/** A parser of a whole number above 0 (an id). */
export function positiveWholeNumber(name: string): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n <= 0)
      throw new Error(`${name} must be a positive whole number, got "${value}"`);
    return n;
  };
}

/** A parser of a number above 0, fractions allowed. */
export function positiveNumber(name: string): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
    return n;
  };
}
