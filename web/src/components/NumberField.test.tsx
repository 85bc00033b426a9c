// @vitest-environment jsdom
import { type Language, NUMBER_RULES } from '@bulten/core';
import { cleanup, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { describedError, typeAndLeave } from '../test-support/fields';
import { renderInApp } from '../test-support/render-app';
import { NumberField } from './NumberField';
import { TimeField } from './TimeField';

afterEach(cleanup);

function Quantity({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  return <NumberField label="Miktar" value={text} onChange={setText} rule={NUMBER_RULES.quantity} required />;
}

async function field(language: Language, initial = '') {
  await renderInApp(<Quantity initial={initial} />, language);
  return screen.getByRole('textbox', { name: /Miktar/ }) as HTMLInputElement;
}

describe('NumberField', () => {
  it('writes a read value back grouped the screen’s way, so one sees how it was read', async () => {
    const tr = await field('tr');
    typeAndLeave(tr, '25000');
    expect(tr.value).toBe('25.000');
    typeAndLeave(tr, '1234,5');
    expect(tr.value).toBe('1.234,5');
    expect(describedError(tr)).toBeNull();
    cleanup();
    const en = await field('en');
    typeAndLeave(en, '25000.125');
    expect(en.value).toBe('25,000.125');
    expect(en.getAttribute('inputmode')).toBe('decimal');
  });

  it('refuses an ambiguous or foreign entry beside the field, in the screen’s language, and keeps the text', async () => {
    const en = await field('en');
    typeAndLeave(en, '25.000');
    expect(describedError(en)).toBe(
      '“25.000” can be read two ways: write 25,000 for thousands or 25 for decimals.',
    );
    expect(en.value).toBe('25.000');
    typeAndLeave(en, '20,45');
    expect(describedError(en)).toBe(
      'Write the number like 1,234.50: commas between thousands, a point before decimals.',
    );
    cleanup();
    const tr = await field('tr');
    typeAndLeave(tr, '1,2345');
    expect(describedError(tr)).toBe('En çok 3 ondalık basamak yazılabilir.');
    typeAndLeave(tr, '0');
    expect(describedError(tr)).toBe('0 değerinden büyük olmalı.');
    typeAndLeave(tr, '');
    expect(describedError(tr)).toBeNull();
  });
});

function Clock({ onTime }: { onTime: (time: string) => void }) {
  const [time, setTime] = useState('');
  return (
    <TimeField
      label="Saat"
      value={time}
      onChange={(next) => {
        setTime(next);
        onTime(next);
      }}
    />
  );
}

describe('TimeField', () => {
  it('is a text field, not the browser’s time input: reads `9.05` as 09:05 and refuses `25:00`', async () => {
    const times: string[] = [];
    await renderInApp(<Clock onTime={(time) => times.push(time)} />, 'tr');
    const input = screen.getByRole('textbox', { name: 'Saat' }) as HTMLInputElement;
    expect(input.type).toBe('text');
    typeAndLeave(input, '9.05');
    expect([input.value, times]).toEqual(['09:05', ['09:05']]);
    typeAndLeave(input, '25:00');
    expect(describedError(input)).toBe('Saati SS:dd biçiminde yazın (ör. 15:30).');
    expect(times).toEqual(['09:05']);
    typeAndLeave(input, '');
    expect(times).toEqual(['09:05', '']);
  });
});
