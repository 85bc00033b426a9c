import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints/index.js';
import { isOpenDataSource, openDataName } from './endpoints/open-data.endpoints.js';
import {
  CATALOGUE_ID_PARAMETERS,
  FIELD_LABELS,
  OPEN_DATA_TITLES,
  PARAMETER_LABELS,
} from './open-data-labels.js';

type Schema = { _zod?: { def?: Record<string, unknown> & { type?: string } } };

const WRAPPERS = ['nullable', 'optional', 'default', 'readonly', 'pipe'];

/** A schema without its nullable/optional/default wrappers. */
function bare(schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 10; i += 1) {
    const def = current._zod?.def;
    if (!def?.type || !WRAPPERS.includes(def.type)) return current;
    current = (def.type === 'pipe' ? def.out : def.innerType) as Schema;
  }
  return current;
}

/** Every field holding a plain value (a CSV column) in a response schema, wherever it sits. */
function plainFields(schema: Schema, found = new Set<string>(), depth = 0): Set<string> {
  const def = bare(schema)._zod?.def;
  if (!def || depth > 8) return found;
  if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape as Record<string, Schema>)) {
      const type = bare(field)._zod?.def?.type;
      if (type === 'object' || type === 'array' || type === 'union') plainFields(field, found, depth + 1);
      else found.add(name);
    }
  } else if (def.type === 'array') plainFields(def.element as Schema, found, depth + 1);
  else if (def.type === 'union') for (const o of def.options as Schema[]) plainFields(o, found, depth + 1);
  return found;
}

const SOURCES = ENDPOINTS.filter(isOpenDataSource);

describe('the open-data downloads for people', () => {
  it('head every plain field of every open-data read in both languages', () => {
    const missing = SOURCES.flatMap((e) =>
      [...plainFields(e.response as unknown as Schema)]
        .filter((f) => !FIELD_LABELS[f])
        .map((f) => `${e.name}: ${f}`),
    );
    expect(missing).toEqual([]);
    expect(SOURCES.length).toBeGreaterThan(50);
    // The walk reaches the rows inside a day's answer.
    const day = SOURCES.find((e) => e.name === 'bulletin.GetGunlukBultenDetay')!;
    expect([...plainFields(day.response as unknown as Schema)]).toEqual(
      expect.arrayContaining(['Tarih', 'OrtFiyat', 'Yon']),
    );
    for (const label of Object.values(FIELD_LABELS)) expect(label.tr && label.en).toBeTruthy();
  });

  it('title every open-data read and name every parameter that is no catalogue id', () => {
    expect(SOURCES.map(openDataName).filter((m) => !OPEN_DATA_TITLES[m])).toEqual([]);
    const ids = CATALOGUE_ID_PARAMETERS;
    const skipped = new Set(['format', 'sayfa', 'boyut']);
    const names = SOURCES.flatMap((e) => [
      ...Object.keys(e.params.shape),
      ...Object.keys((e.query as unknown as { shape?: object } | null)?.shape ?? {}),
    ]);
    expect([...new Set(names)].filter((n) => !ids.has(n) && !skipped.has(n) && !PARAMETER_LABELS[n])).toEqual(
      [],
    );
  });
});
