import Database from 'better-sqlite3';

/** Reads the test database (read-only), e.g. the SMS outbox the development sender writes. */
function withDatabase<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The code of the first demo member. */
export function firstMemberCode(file: string): string {
  const row = withDatabase(file, (db) => db.prepare('SELECT code FROM member ORDER BY id LIMIT 1').get()) as
    | { code: string }
    | undefined;
  if (!row) throw new Error('the demo data has no member');
  return row.code;
}

/** The six-digit code of the newest SMS sent to a phone, if any. */
export function latestSmsCode(file: string, phone: string): string | null {
  const row = withDatabase(file, (db) =>
    db.prepare('SELECT body FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1').get(phone),
  ) as { body: string } | undefined;
  return row ? (/\b(\d{6})\b/.exec(row.body)?.[1] ?? null) : null;
}
