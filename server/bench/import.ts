/**
 * Import benchmark: writes a deterministic 1,000,000-row registrations CSV (Turkish Excel style) to a
 * temporary folder, imports it into a fresh SQLite file through the real import path and prints the time
 * against the 60 s budget. `BENCH_ROWS` changes the row count.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, isWeekend } from '@bulten/core';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { mulberry32 } from '../src/modules/demo/demo.random.js';
import {
  importCatalogueFromText,
  importRegistrationsFromText,
} from '../src/modules/imports/imports.service.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BUDGET_SECONDS = 60;
const PRODUCTS = 40;
const MEMBERS = 200;

// Small deterministic generator (the demo's mulberry32), so every run imports the same file.
const random = mulberry32;

function catalogueCsv(): string {
  const lines = ['GrupKodu;GrupAdi;GrupAdiEn;SinifKodu;SinifAdi;SinifAdiEn;UrunKodu;UrunAdi;UrunAdiEn;Birim'];
  for (let p = 0; p < PRODUCTS; p += 1) {
    const g = Math.floor(p / 10);
    const c = Math.floor(p / 5);
    lines.push(`G${g};GRUP ${g};GROUP ${g};C${c};SINIF ${c};CLASS ${c};P${p};ÜRÜN ${p};PRODUCT ${p};KG`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

function tradingDays(count: number): string[] {
  const days: string[] = [];
  for (let day = '2023-01-02'; days.length < count; day = addDays(day, 1))
    if (!isWeekend(day)) days.push(day);
  return days;
}

function comma(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}

function registrationsCsv(rows: number): string {
  const next = random(20_261_122);
  const days = tradingDays(780);
  const perDay = Math.ceil(rows / days.length);
  const parts = [
    '\uFEFFTescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu;Il;Protein;Rutubet',
  ];
  for (let i = 0; i < rows; i += 1) {
    const [y, m, d] = days[Math.floor(i / perDay)]!.split('-');
    const second = 34_200 + Math.floor(((i % perDay) / perDay) * 28_800);
    const time = `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor(second / 60) % 60).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;
    const product = Math.floor(next() * PRODUCTS);
    const salon = next() < 0.4;
    const analyses = salon ? `${comma(11 + next() * 3, 2)};${comma(9 + next() * 4, 2)}` : ';';
    parts.push(
      `B${String(i).padStart(8, '0')};${d}.${m}.${y} ${time};P${product};${comma(1000 + next() * 49_000, 3)};` +
        `${comma(8 + product / 4 + next() * 4, 4)};${salon ? 'SALON' : 'SERBEST'};U${Math.floor(next() * MEMBERS)};` +
        `U${Math.floor(next() * MEMBERS)};KONYA;${analyses}`,
    );
  }
  return `${parts.join('\r\n')}\r\n`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-bench-'));
  try {
    const file = join(dir, 'registrations.csv');
    writeFileSync(file, registrationsCsv(ROWS));
    const db = openDatabase(join(dir, 'bench.sqlite'));
    await migrateToLatest(db.kysely);
    await importCatalogueFromText(db.kysely, catalogueCsv());
    const members = Array.from({ length: MEMBERS }, (_, i) => ({
      code: `U${i}`,
      title: `ÜYE ${i}`,
      registered_on: '2020-01-01',
    }));
    await db.kysely.insertInto('member').values(members).execute();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await importRegistrationsFromText(db.kysely, readFileSync(file, 'utf8'));
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    await db.kysely.destroy();
    if (!result.ok) throw new Error(`import rejected: ${result.errors.slice(0, 5).join('; ')}`);
    const rate = Math.round(result.rows / seconds).toLocaleString('en-US');
    console.log(
      `import ${result.rows.toLocaleString('en-US')} rows: ${seconds.toFixed(1)} s (${rate} rows/s), ` +
        `budget ${BUDGET_SECONDS} s, ratio ${(seconds / BUDGET_SECONDS).toFixed(2)}` +
        ` [process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)}]`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
