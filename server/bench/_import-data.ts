/** The import benchmark's data: a deterministic registrations CSV, its catalogue and members. */

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { addDays, isWeekend, type Problem, problemLine } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { loadCatalogue } from '../src/modules/catalogue/catalogue.service.js';
import { mulberry32 } from '../src/modules/demo/demo.random.js';
import { syncRollupMembers } from '../src/modules/figures/figures.node-rollup.js';
import { memberIdsByCodeAll, productIdsByCode } from '../src/modules/imports/imports.repository.js';
import { importCatalogueFromText } from '../src/modules/imports/imports.service.js';
import { stageRegistrations } from '../src/modules/imports/registration-stage.js';

const PRODUCTS = 40;
const MEMBERS = 200;

// Small deterministic generator (the demo's mulberry32), so every run imports the same file.
const random = mulberry32;

function catalogueCsv(): string {
  const lines = ['GrupKodu;GrupAdi;GrupAdiEn;SinifKodu;SinifAdi;SinifAdiEn;UrunKodu;UrunAdi;UrunAdiEn;Birim'];
  for (let p = 0; p < PRODUCTS; p += 1) {
    const g = Math.floor(p / 10);
    const c = Math.floor(p / 5);
    lines.push(`BG${g};GRUP ${g};GROUP ${g};BC${c};SINIF ${c};CLASS ${c};P${p};ÜRÜN ${p};PRODUCT ${p};KG`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Adds the benchmark's 40 products and 200 members (`U0`…) to a database. */
export async function seedBenchCodes(db: Kysely<Database>): Promise<void> {
  const catalogue = await importCatalogueFromText(db, catalogueCsv());
  if (!catalogue.ok) throw new Error(catalogue.problems.map((p) => problemLine(p, 'en')).join('; '));
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    code: `U${i}`,
    title: `ÜYE ${i}`,
    registered_on: '2020-01-01',
  }));
  await db.insertInto('member').values(members).execute();
  // As a server's start does: the groups' and classes' daily roll-ups, kept by the import too.
  await syncRollupMembers(db, await loadCatalogue(db));
}

/** A refused bench file as an error: its first five problems in English (a bench's data must be good). */
export function refusedFile(problems: readonly Problem[]): Error {
  return new Error(
    problems
      .slice(0, 5)
      .map((p) => problemLine(p, 'en'))
      .join('; '),
  );
}

/** Checks and stages a bench CSV as the import does, with the database's codes; answers its row count. */
export async function stageBenchCsv(db: Kysely<Database>, csv: string, staged: string): Promise<number> {
  const check = await stageRegistrations({
    source: { file: csv },
    staged,
    chunkRows: 5000,
    productIds: [...(await productIdsByCode(db))],
    memberIds: [...(await memberIdsByCodeAll(db))],
  });
  if (!check.ok) throw refusedFile(check.problems);
  return check.rows;
}

function tradingDays(from: string, count: number): string[] {
  const days: string[] = [];
  for (let day = from; days.length < count; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
  return days;
}

function comma(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

/**
 * Writes `rows` registrations (Turkish Excel style: BOM, `;`, comma decimals, CRLF) over 780 trading days
 * from `from`, numbered with `prefix`, to `file`, a block of lines at a time.
 */
export async function writeRegistrationsCsv(file: string, rows: number, prefix = 'B', from = '2023-01-02') {
  const next = random(20_261_122);
  const days = tradingDays(from, 780);
  const perDay = Math.ceil(rows / days.length);
  const out = createWriteStream(file);
  let block =
    '\uFEFFTescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu;Il;Protein;Rutubet\r\n';
  for (let i = 0; i < rows; i += 1) {
    const [y, m, d] = days[Math.floor(i / perDay)]!.split('-');
    const second = 34_200 + Math.floor(((i % perDay) / perDay) * 28_800);
    const time = `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
    const product = Math.floor(next() * PRODUCTS);
    const salon = next() < 0.4;
    const analyses = salon ? `${comma(11 + next() * 3, 2)};${comma(9 + next() * 4, 2)}` : ';';
    block +=
      `${prefix}${String(i).padStart(8, '0')};${d}.${m}.${y} ${time};P${product};${comma(1000 + next() * 49_000, 3)};` +
      `${comma(8 + product / 4 + next() * 4, 4)};${salon ? 'SALON' : 'SERBEST'};U${Math.floor(next() * MEMBERS)};` +
      `U${Math.floor(next() * MEMBERS)};KONYA;${analyses}\r\n`;
    if (block.length > 1 << 20) {
      if (!out.write(block)) await once(out, 'drain');
      block = '';
    }
  }
  out.end(block);
  await once(out, 'finish');
}
