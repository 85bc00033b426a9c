// @vitest-environment jsdom
import type { DayRow } from '@bulten/core';
import { act, cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptionedTable } from '../../components/CaptionedTable';
import { DAY_ROW } from '../../test-support/day-row';
import { renderInApp } from '../../test-support/render-app';
import { BulletinTable } from './BulletinTable';

// The table's frame, counted: it renders each time the bulletin table does.
vi.mock('../../components/CaptionedTable', async (original) => {
  const real = await original<typeof import('../../components/CaptionedTable')>();
  return { ...real, CaptionedTable: vi.fn(real.CaptionedTable) };
});

afterEach(cleanup);

const ROWS = [DAY_ROW];

let renderScreen: (rows: DayRow[]) => void = () => undefined;

/** Stands in for the bulletin screen: renders again on demand, with new rows or the same ones. */
function Screen() {
  const [rows, setRows] = useState(ROWS);
  const [, setRenders] = useState(0);
  renderScreen = (next) => {
    setRows(next);
    setRenders((n) => n + 1);
  };
  return <BulletinTable rows={rows} language="tr" caption="Bülten" liveAnimal={false} />;
}

describe('BulletinTable', () => {
  it('renders again when its rows change, not each time its screen renders with the same ones', async () => {
    const renders = () => vi.mocked(CaptionedTable).mock.calls.length;
    await renderInApp(<Screen />, 'tr');
    expect(screen.getByRole('link', { name: 'TEST BUĞDAYI' })).toBeTruthy();
    act(() => renderScreen(ROWS));
    act(() => renderScreen(ROWS));
    expect(renders()).toBe(1);
    act(() => renderScreen([{ ...DAY_ROW, UrunAdi: 'ARPA' }]));
    expect(renders()).toBe(2);
    expect(screen.getByRole('link', { name: 'ARPA' })).toBeTruthy();
  });
});
