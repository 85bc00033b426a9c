// @vitest-environment jsdom
import type { Language } from '@bulten/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describedError, typeAndLeave } from '../test-support/fields';
import { renderInApp } from '../test-support/render-app';
import { DateField, type DateFieldProps } from './DateField';

afterEach(cleanup);

async function renderField(language: Language, props: Partial<DateFieldProps> = {}) {
  const onChange = vi.fn<(date: string) => void>();
  await renderInApp(
    <DateField label="Tarih" value="2026-11-21" onChange={onChange} maxDate="2026-11-21" {...props} />,
    language,
  );
  return { input: screen.getByRole('textbox', { name: 'Tarih' }) as HTMLInputElement, onChange };
}

describe('DateField', () => {
  it('shows the date the language’s way and takes typed dates in either form', async () => {
    const tr = await renderField('tr');
    expect(tr.input.value).toBe('21.11.2026');
    typeAndLeave(tr.input, '05.11.2026');
    expect(tr.onChange).toHaveBeenLastCalledWith('2026-11-05');
    typeAndLeave(tr.input, '2026-11-06');
    expect(tr.onChange).toHaveBeenLastCalledWith('2026-11-06');
    expect(describedError(tr.input)).toBeNull();
    cleanup();
    const en = await renderField('en');
    expect(en.input.value).toBe('21/11/2026');
    typeAndLeave(en.input, '7/11/2026');
    expect(en.onChange).toHaveBeenLastCalledWith('2026-11-07');
  });

  it('says why a typed date cannot be used, and keeps the old date', async () => {
    const tr = await renderField('tr', { minDate: '2026-01-01' });
    typeAndLeave(tr.input, '31.02.2026');
    expect(describedError(tr.input)).toBe('Geçersiz tarih; GG.AA.YYYY biçiminde yazın.');
    typeAndLeave(tr.input, '22.11.2026');
    expect(describedError(tr.input)).toBe('Tarih 21.11.2026 ya da öncesi olmalı.');
    typeAndLeave(tr.input, '31.12.2025');
    expect(describedError(tr.input)).toBe('Tarih 01.01.2026 ya da sonrası olmalı.');
    expect(tr.onChange).not.toHaveBeenCalled();
    typeAndLeave(tr.input, '20.11.2026');
    expect(tr.onChange).toHaveBeenLastCalledWith('2026-11-20');
    expect(describedError(tr.input)).toBeNull();
    cleanup();
    const en = await renderField('en');
    typeAndLeave(en.input, 'yesterday');
    expect(describedError(en.input)).toBe('Invalid date; write it as DD/MM/YYYY.');
    typeAndLeave(en.input, '22/11/2026');
    expect(describedError(en.input)).toBe('The date must be 21/11/2026 or earlier.');
  });

  it.each([
    ['tr', 'Kasım 2026', 'Önceki ay', 'Sonraki ay', '5 Kasım 2026'],
    ['en', 'November 2026', 'Previous month', 'Next month', '5 November 2026'],
  ] as const)(
    'opens a %s calendar with named controls; a day click picks it',
    async (language, month, previous, next, day) => {
      const { input, onChange } = await renderField(language);
      act(() => fireEvent.focus(input));
      expect(await screen.findByRole('button', { name: month })).toBeDefined();
      expect(await screen.findByRole('button', { name: previous })).toBeDefined();
      expect(await screen.findByRole('button', { name: next })).toBeDefined();
      const fifth = await screen.findByRole('button', { name: day });
      act(() => fireEvent.click(fifth));
      expect(onChange).toHaveBeenLastCalledWith('2026-11-05');
    },
  );
});
