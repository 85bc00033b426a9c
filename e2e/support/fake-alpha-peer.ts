import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { trPriceString, trQuantityString } from '@bulten/core';
import { REPO_ROOT } from './paths';

/** How the fake Alpha.WebPanel exchange answers. */
export type FakeMode = 'ok' | 'hang' | 'status500' | 'html' | 'changed' | 'absurd';

/** One class of a day in the DESIGN.md 5.3 row shape: prices in TL/kg (comma, 4 decimals), kg. */
export interface AlphaRow {
  GrupAdi: string;
  UrunGrubu: string;
  SinifAdi: string;
  MinFiyat: string;
  MaxFiyat: string;
  AvgFiyat: string;
  OrtFiyat: string;
  TopMiktar: number;
  Miktar: string;
  GrupMinFiyat: number;
  GrupMaxFiyat: number;
  GrupOrtFiyat: number;
}

/** A 5.3 row of a class from its average (e4 TL per kg, or per tonne for a peer that quotes so) and kg. */
export function alphaRow(group: string, name: string, averageE4: number, kg: number): AlphaRow {
  const price = trPriceString(averageE4);
  return {
    GrupAdi: group,
    UrunGrubu: name,
    SinifAdi: name,
    MinFiyat: price,
    MaxFiyat: price,
    AvgFiyat: price,
    OrtFiyat: price,
    TopMiktar: kg,
    Miktar: trQuantityString(kg * 1000),
    GrupMinFiyat: averageE4,
    GrupMaxFiyat: averageE4,
    GrupOrtFiyat: averageE4,
  };
}

/** The fake exchange's process and its control. */
export interface FakeAlphaPeer {
  url: string;
  setDays(days: Record<string, AlphaRow[]>): Promise<void>;
  setMode(mode: FakeMode): Promise<void>;
  /** The days asked so far and how many requests it holds (mode `hang`). */
  state(): Promise<{ asked: string[]; held: number }>;
  /** Answers the held requests with `[]`. */
  release(): Promise<void>;
  stop(): Promise<void>;
}

async function firstLine(child: ChildProcess): Promise<string> {
  let text = '';
  for await (const chunk of child.stdout!) {
    text += String(chunk);
    if (text.includes('\n')) return text.split('\n')[0]!.trim();
  }
  throw new Error('the fake Alpha.WebPanel exchange ended before it listened');
}

/** Starts the fake Alpha.WebPanel exchange as a process of its own on a free loopback port. */
export async function startFakeAlphaPeer(): Promise<FakeAlphaPeer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join('e2e', 'support', 'fake-alpha-peer-main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await firstLine(child);
  const post = async (path: string, body?: unknown) => {
    const res = await fetch(`${url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body ?? null) });
    return (await res.json()) as { asked: string[]; held: number };
  };
  return {
    url,
    setDays: async (days) => void (await post('days', days)),
    setMode: async (mode) => void (await post('mode', { mode })),
    state: () => post('state'),
    release: async () => void (await post('release')),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
