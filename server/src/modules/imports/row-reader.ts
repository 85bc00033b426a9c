import {
  type NumberRule as FieldRule,
  findControlCharacter,
  type Problem,
  type ProblemCode,
  type ProblemParams,
  parseScaled,
  rangeProblem,
} from '@bulten/core/plain';
import { foldKey } from './csv.js';

/** Columns a file kind knows, by their spelling in the specification. */
export interface ColumnSpec<C extends string> {
  required: readonly C[];
  optional: readonly C[];
}

/** Where each known column sits in a file's header. */
export type ColumnIndex<C extends string> = Map<C, number>;

/** Problems of a file (or a request read by its rules), collected in line order as codes and parameters. */
export class ProblemList {
  readonly problems: Problem[] = [];

  /** Records a problem of a line's column (null: the line or file as a whole, or a column without a name). */
  add(line: number, column: string | null, code: ProblemCode, params: ProblemParams = {}): void {
    this.problems.push({ line, column, code, params });
  }

  /** How many were recorded. */
  get size(): number {
    return this.problems.length;
  }

  /** True when nothing was recorded. */
  get empty(): boolean {
    return this.problems.length === 0;
  }
}

/** Matches a header against the known columns (case-insensitive, trimmed); problems are reported on `line`. */
export function resolveColumns<C extends string>(
  header: readonly string[],
  spec: ColumnSpec<C>,
  line: number,
  problems: ProblemList,
): ColumnIndex<C> {
  const known = new Map<string, C>([...spec.required, ...spec.optional].map((c) => [foldKey(c), c]));
  const index: ColumnIndex<C> = new Map();
  header.forEach((name, position) => {
    const column = known.get(foldKey(name));
    if (!column) {
      const named = name.trim();
      problems.add(line, named || null, 'UNKNOWN_COLUMN', named ? {} : { columnNumber: position + 1 });
    } else if (index.has(column)) problems.add(line, column, 'DUPLICATE_COLUMN');
    else index.set(column, position);
  });
  for (const column of spec.required) if (!index.has(column)) problems.add(line, column, 'MISSING_COLUMN');
  return index;
}

/** Options of a number column: its field's rule (core's, which the screens' forms read by too), and whether it is required. */
export interface NumberRule extends FieldRule {
  required?: boolean;
}

/**
 * What a record's validation (`readRegistrationRow`) reads its fields through, each problem recorded by column:
 * a file's text cells (`RowReader`) or a request's typed values (`RequestFields`).
 */
export interface FieldReader<C extends string> {
  readonly problems: ProblemList;
  /** Records a problem of a column. */
  fail(column: string, code: ProblemCode, params?: ProblemParams): void;
  /** A trimmed one-line text (`multiLine`: tab, LF and CR allowed); null when empty (a problem if required). */
  text(column: C, required?: boolean, maxLength?: number, multiLine?: boolean): string | null;
  /** One of a list's values; null when empty or not in the list. */
  choice<T extends string>(column: C, words: Readonly<Record<string, T>>, required?: boolean): T | null;
  /** A decimal scaled to an integer (10^decimals) within the rule's range; null when empty or wrong. */
  scaled(column: C, rule: NumberRule): number | null;
}

/** Reads the fields of one record by column name, recording every problem with its line. */
export class RowReader<C extends string> implements FieldReader<C> {
  private fields: readonly string[] = [];
  private line = 0;

  constructor(
    private readonly index: ColumnIndex<C>,
    private readonly width: number,
    readonly decimalMark: '.' | ',',
    readonly problems: ProblemList,
  ) {}

  /** Moves to the next record; reports fields beyond the header's columns. */
  reset(fields: readonly string[], line: number): void {
    this.fields = fields;
    this.line = line;
    for (let i = this.width; i < fields.length; i += 1) {
      if (fields[i]!.trim() !== '')
        this.problems.add(line, null, 'EXTRA_VALUE', { columnNumber: i + 1, columns: this.width });
    }
  }

  /** Line the current record starts on. */
  get lineNumber(): number {
    return this.line;
  }

  /** True when the file's header has the column (an optional column may be left out). */
  has(column: C): boolean {
    return this.index.has(column);
  }

  /** Records a problem of a column on the current line. */
  fail(column: string, code: ProblemCode, params: ProblemParams = {}): void {
    this.problems.add(this.line, column, code, params);
  }

  /**
   * The trimmed text of a column; '' when the column is absent or empty. A control character is a problem
   * of the line (tab, LF and CR only in a `multiLine` text): every value an import stores is read here.
   */
  raw(column: C, multiLine = false): string {
    const position = this.index.get(column);
    const value = position === undefined ? '' : (this.fields[position] ?? '').trim();
    const control = findControlCharacter(value, multiLine);
    if (control)
      this.fail(column, 'CONTROL_CHARACTER', { codePoint: control.codePoint, position: control.position });
    return value;
  }

  /** A text value; null when empty (a problem if required). */
  text(column: C, required = false, maxLength = 200, multiLine = false): string | null {
    const value = this.raw(column, multiLine);
    if (value === '') {
      if (required) this.fail(column, 'MISSING_VALUE');
      return null;
    }
    if (value.length > maxLength) {
      this.fail(column, 'TOO_LONG', { max: maxLength });
      return null;
    }
    return value;
  }

  /** One of a list of words (folded like headers); null when empty or not in the list. */
  choice<T extends string>(column: C, words: Readonly<Record<string, T>>, required = false): T | null {
    const value = this.text(column, required);
    if (value === null) return null;
    // Most files write the words as listed; folding (Turkish letters, spaces) only when that misses.
    const lower = value.toLowerCase();
    const key = Object.hasOwn(words, lower) ? lower : foldKey(value);
    const found = Object.hasOwn(words, key) ? words[key] : undefined;
    if (found === undefined)
      this.fail(column, 'NOT_ONE_OF', { value, allowed: [...new Set(Object.values(words))].join(', ') });
    return found ?? null;
  }

  /** A decimal scaled to an integer (10^decimals); null when empty or wrong. */
  scaled(column: C, rule: NumberRule): number | null {
    const value = this.text(column, rule.required ?? false);
    if (value === null) return null;
    return this.checkScaled(column, parseScaled(value, rule.decimals, this.decimalMark), value, rule);
  }

  /**
   * A number read from the text `value` (null: not a number of the rule's decimals, written with this
   * reader's decimal mark), checked against the rule's range; null when it has a problem.
   */
  checkScaled(column: C, scaled: number | null, value: string, rule: NumberRule): number | null {
    if (scaled === null) {
      if (rule.decimals === 0) this.fail(column, 'NOT_WHOLE_NUMBER', { value });
      else this.fail(column, 'NOT_DECIMAL', { value, decimals: rule.decimals, mark: this.decimalMark });
      return null;
    }
    return this.checkRange(column, scaled, rule) ? scaled : null;
  }

  private checkRange(column: C, scaled: number, rule: NumberRule): boolean {
    const problem = rangeProblem(rule, scaled);
    // Limits as numbers, as the contract's validation gives them: a desk request and a file row say the same.
    if (problem?.code === 'TOO_SMALL')
      this.fail(column, problem.inclusive ? 'BELOW_MIN' : 'NOT_ABOVE_MIN', { min: Number(problem.limit) });
    else if (problem) this.fail(column, 'ABOVE_MAX', { max: Number(problem.limit) });
    return problem === null;
  }
}
