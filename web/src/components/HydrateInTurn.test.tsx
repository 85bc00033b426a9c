// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateInTurn } from './HydrateInTurn';

const row = (
  <div>
    <HydrateInTurn>
      <input aria-label="a" />
      <input aria-label="b" />
      <input aria-label="c" />
    </HydrateInTurn>
  </div>
);

describe('HydrateInTurn', () => {
  it('adds no element: its children in order, each in a boundary nested in the one before', () => {
    const html = renderToString(row);
    expect(html).toBe(
      '<div><!--$--><input aria-label="a"/><!--$--><input aria-label="b"/><!--$--><input aria-label="c"/><!--/$--><!--/$--><!--/$--></div>',
    );
  });

  it('takes the server’s markup over without rendering it anew', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(row);
    const inputs = [...root.querySelectorAll('input')];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, row, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect([...root.querySelectorAll('input')]).toEqual(inputs);
  });
});
