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

/** A crop product and a live-animal product of the demo catalogue (for the `:itemId` routes). */
export function sampleProducts(file: string): { crop: number; liveAnimal: number } {
  const first = (liveAnimal: number) =>
    withDatabase(file, (db) =>
      db
        .prepare(
          "SELECT id FROM catalogue_item WHERE level = 'PRODUCT' AND is_live_animal = ? ORDER BY id LIMIT 1",
        )
        .get(liveAnimal),
    ) as { id: number } | undefined;
  const crop = first(0);
  const liveAnimal = first(1);
  if (!crop || !liveAnimal) throw new Error('the demo catalogue lacks a crop or a live-animal product');
  return { crop: crop.id, liveAnimal: liveAnimal.id };
}
