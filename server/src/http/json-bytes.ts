import type { FastifyReply } from 'fastify';

/**
 * JSON written straight into bytes, for long answers of fixed shape (a decade of archive rows): the same
 * bytes `JSON.stringify` gives, without the objects, the string and its copy into a buffer. Figures are
 * integers of a decimal scale (`money.ts`), so a number is written from the integer's digits, which is
 * what `JSON.stringify(value / 10 ** decimals)` writes (the shortest text that reads back as that double).
 */

const POWERS = [1, 10, 100, 1_000, 10_000] as const;
// Up to 15 significant digits a decimal reads back as a unique double, so its shortest text is itself.
const EXACT_LIMIT = 1e15;
const QUOTE = 34;
const TENS = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
const INITIAL_BYTES = 4096;

/** A growing buffer of JSON text. */
export class JsonBytes {
  private bytes: Buffer;
  private length = 0;

  /** `expectedBytes`: about how long the text will be (it grows when longer). */
  constructor(expectedBytes = INITIAL_BYTES) {
    this.bytes = Buffer.allocUnsafe(Math.max(expectedBytes, 16));
  }

  private room(count: number): void {
    if (this.length + count <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + count));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  /** Text that is JSON already (punctuation, keys), ASCII only. */
  raw(text: string): this {
    this.room(text.length);
    for (let i = 0; i < text.length; i += 1) this.bytes[this.length + i] = text.charCodeAt(i);
    this.length += text.length;
    return this;
  }

  /** Bytes that are JSON already (prepared once with `Buffer.from`). */
  rawBytes(bytes: Uint8Array): this {
    this.room(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** A string, as `JSON.stringify(text)` writes it. */
  string(text: string): this {
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      // Anything JSON escapes or that is not ASCII: left to JSON.stringify and UTF-8.
      if (code < 32 || code > 126 || code === QUOTE || code === 92)
        return this.rawBytes(Buffer.from(JSON.stringify(text)));
    }
    this.room(text.length + 2);
    this.bytes[this.length] = QUOTE;
    for (let i = 0; i < text.length; i += 1) this.bytes[this.length + 1 + i] = text.charCodeAt(i);
    this.bytes[this.length + 1 + text.length] = QUOTE;
    this.length += text.length + 2;
    return this;
  }

  /** The number `value / 10 ** decimals` (decimals 0..4), as `JSON.stringify` writes it. */
  scaled(value: number, decimals: 0 | 1 | 2 | 3 | 4): this {
    if (!Number.isSafeInteger(value) || Math.abs(value) >= EXACT_LIMIT)
      return this.raw(JSON.stringify(value / POWERS[decimals]));
    this.room(22);
    let rest = value;
    if (rest < 0) {
      this.bytes[this.length] = 45;
      this.length += 1;
      rest = -rest;
    }
    const scale = POWERS[decimals];
    const whole = Math.floor(rest / scale);
    const fraction = rest - whole * scale;
    this.digits(whole, 1);
    if (fraction === 0) return this;
    this.bytes[this.length] = 46;
    this.length += 1;
    this.digits(fraction, decimals);
    // The fraction's trailing zeros dropped (it has a digit other than 0, so the point stays).
    while (this.bytes[this.length - 1] === 48) this.length -= 1;
    return this;
  }

  // The digits of a whole number ≥ 0, left-padded with zeros to `width`.
  private digits(value: number, width: number): void {
    let count = 1;
    while (count < TENS.length && value >= TENS[count]!) count += 1;
    if (count < width) count = width;
    let rest = value;
    const bytes = this.bytes;
    // Below 2^31 a quotient by 10 is an int32 division, cheaper than a double one and its floor.
    if (rest < 2_147_483_648) {
      for (let i = this.length + count - 1; i >= this.length; i -= 1) {
        const next = (rest / 10) | 0;
        bytes[i] = 48 + rest - next * 10;
        rest = next;
      }
    } else {
      for (let i = this.length + count - 1; i >= this.length; i -= 1) {
        const next = Math.floor(rest / 10);
        bytes[i] = 48 + rest - next * 10;
        rest = next;
      }
    }
    this.length += count;
  }

  /** The text written, in a buffer of its own size. */
  done(): Buffer {
    // A buffer much larger than its text is copied, so a kept answer holds no slack.
    if (this.bytes.length - this.length > this.length / 8)
      return Buffer.from(this.bytes.subarray(0, this.length));
    return this.bytes.subarray(0, this.length);
  }
}

/** Sends JSON bytes as they are: no serialiser, no check against the route's schema. */
export function sendJsonBytes(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
