// @vitest-environment jsdom
import type { AlertCreate, Language } from '@bulten/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test-support/render-app';
import { AlertForm } from './AlertForm';

const mutate = vi.fn<(body: AlertCreate) => void>();

vi.mock('../../../api/hooks/use-alerts', () => ({
  useCreateAlert: () => ({ mutate, isPending: false, isError: false, error: null }),
}));
vi.mock('../../../api/hooks/use-catalogue-selectors', () => ({
  useGroupsWithClasses: () => ({
    data: [{ GrupAdi: 'BÜYÜKBAŞ', Siniflar: [{ SinifId: 7, SinifAdi: 'DANA' }] }],
  }),
}));

afterEach(() => {
  cleanup();
  mutate.mockClear();
});

async function submit(language: Language, typed: string, kind?: 'HAREKET') {
  await renderInApp(<AlertForm />, language);
  if (kind) fireEvent.change(screen.getAllByRole('combobox')[1]!, { target: { value: kind } });
  const field = screen.getByRole('textbox');
  act(() => {
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.submit(field.closest('form')!);
  });
  return field as HTMLInputElement;
}

describe('alert form', () => {
  it('sends a threshold typed the screen’s way as the number it means', async () => {
    await submit('tr', '85.000,5');
    expect(mutate.mock.calls[0]?.[0]).toEqual({ SinifId: 7, Tur: 'USTUNDE', Esik: 85_000.5 });
    cleanup();
    await submit('en', '85,000.5');
    expect(mutate.mock.calls[1]?.[0]).toEqual({ SinifId: 7, Tur: 'USTUNDE', Esik: 85_000.5 });
    cleanup();
    await submit('tr', '2,5', 'HAREKET');
    expect(mutate.mock.calls[2]?.[0]).toEqual({ SinifId: 7, Tur: 'HAREKET', Yuzde: 2.5 });
  });

  it('refuses an ambiguous or out-of-range threshold beside the field, and sends nothing', async () => {
    const en = await submit('en', '85.000');
    expect(en.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('“85.000” can be read two ways: write 85,000 for thousands or 85 for decimals.'),
    ).toBeDefined();
    cleanup();
    await submit('tr', '120', 'HAREKET');
    expect(screen.getByText('En çok 100 olabilir.')).toBeDefined();
    expect(mutate).not.toHaveBeenCalled();
  });
});
