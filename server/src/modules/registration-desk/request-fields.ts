import { type ProblemCode, type ProblemParams, scaledOf } from '@bulten/core/plain';
import { REGISTRATION_COLUMNS, type RegistrationColumn } from '../imports/registration-row.js';
import { type FieldReader, type NumberRule, type ProblemList, RowReader } from '../imports/row-reader.js';

const COLUMNS = [...REGISTRATION_COLUMNS.required, ...REGISTRATION_COLUMNS.optional];
const INDEX = new Map<RegistrationColumn, number>(COLUMNS.map((c, i) => [c, i]));
// A request has fields, not lines: its problems are recorded on line 1 and answered without one.
const LINE = 1;

/**
 * A request body's typed values (the zod contract's: strings, JSON numbers, enum values) read by the
 * registration's one validation (`readRegistrationRow`), never turned into CSV text: a JSON number is scaled
 * exactly (core's `scaledOf`), a contract enum value taken as it is; strings are checked by the import's
 * rules (control characters, length, the decimal mark '.').
 */
export class RequestFields implements FieldReader<RegistrationColumn> {
  // The body's strings, checked by the same text rules as a file's cells.
  private readonly strings: RowReader<RegistrationColumn>;

  constructor(
    private readonly values: Readonly<Record<string, unknown>>,
    readonly problems: ProblemList,
  ) {
    this.strings = new RowReader(INDEX, COLUMNS.length, '.', problems);
    this.strings.reset(
      COLUMNS.map((c) => {
        const value = values[c];
        return typeof value === 'string' ? value : '';
      }),
      LINE,
    );
  }

  /** Records a problem of a field. */
  fail(column: string, code: ProblemCode, params: ProblemParams = {}): void {
    this.strings.fail(column, code, params);
  }

  /** A string field, trimmed; null when absent or empty (a problem if required). */
  text(column: RegistrationColumn, required = false, maxLength = 200, multiLine = false): string | null {
    return this.strings.text(column, required, maxLength, multiLine);
  }

  /** A value of the list as the contract typed it (an enum's value), else read as a word of the list. */
  choice<T extends string>(
    column: RegistrationColumn,
    words: Readonly<Record<string, T>>,
    required = false,
  ): T | null {
    const value = this.values[column];
    if (typeof value === 'string' && Object.values(words).includes(value as T)) return value as T;
    return this.strings.choice(column, words, required);
  }

  /** A JSON number scaled exactly (from its shortest decimal text), or a decimal string; range-checked. */
  scaled(column: RegistrationColumn, rule: NumberRule): number | null {
    const value = this.values[column];
    if (typeof value !== 'number') return this.strings.scaled(column, rule);
    const scaled = Number.isFinite(value) ? scaledOf(value, rule.decimals) : null;
    return this.strings.checkScaled(column, scaled, String(value), rule);
  }
}
