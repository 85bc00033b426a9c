/** A control character found in a text: its code point as `U+0000` and its 1-based position. */
export interface ControlCharacter {
  codePoint: string;
  position: number;
}

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const DEL = 0x7f;

/** C0 controls (U+0000–U+001F) and DEL; tab, LF and CR are text in multi-line fields. */
function isControl(code: number, multiLine: boolean): boolean {
  if (code === DEL) return true;
  if (code >= 0x20) return false;
  return !(multiLine && (code === TAB || code === LF || code === CR));
}

/** `U+0000` of a character code. */
function codePointName(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The first character of a text that no stored text may hold: C0 controls and DEL (tab, LF and CR pass
 * when `multiLine`). PostgreSQL refuses NUL in text outright, so a NUL that SQLite accepted would make
 * its backup impossible to restore there; the other controls have no place in a bulletin either.
 */
export function findControlCharacter(text: string, multiLine = false): ControlCharacter | null {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code, multiLine)) return { codePoint: codePointName(code), position: i + 1 };
  }
  return null;
}

/** A text with its control characters shown as their visible pictures (␀ U+2400 …, ␡ U+2421). */
export function showControlCharacters(text: string): string {
  let shown = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    shown += code === DEL ? '\u2421' : code < 0x20 ? String.fromCharCode(0x2400 + code) : char;
  }
  return shown;
}
