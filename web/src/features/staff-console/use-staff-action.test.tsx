// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslatorProvider } from '../../i18n/react';
import { testI18n } from '../../test-support/render-app';
import { type StaffAction, useStaffAction } from './use-staff-action';

afterEach(cleanup);

let action: StaffAction;

function Probe() {
  action = useStaffAction((error) => (error instanceof RangeError ? `explained: ${error.message}` : null));
  return <output>{JSON.stringify({ busy: action.busy, problem: action.problem, done: action.done })}</output>;
}

function shown() {
  return JSON.parse(screen.getByRole('status').textContent ?? '{}');
}

function renderProbe() {
  render(
    <TranslatorProvider translator={testI18n('en')}>
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

describe('a console write as a mutation', () => {
  it('is busy while it runs, then says what went through; a refusal becomes the problem', async () => {
    renderProbe();
    expect(shown()).toEqual({ busy: false, problem: null, done: null });
    let finish!: (said: string) => void;
    let ran!: Promise<boolean>;
    act(() => {
      ran = action.run(() => new Promise<string>((resolve) => (finish = resolve)));
    });
    await waitFor(() => expect(shown()).toEqual({ busy: true, problem: null, done: null }));
    await act(async () => finish('Saved.'));
    expect(await ran).toBe(true);
    await waitFor(() => expect(shown()).toEqual({ busy: false, problem: null, done: 'Saved.' }));

    let refused!: Promise<boolean>;
    await act(async () => {
      refused = action.run(() => Promise.reject(new RangeError('too far')));
      await refused.catch(() => undefined);
    });
    expect(await refused).toBe(false);
    await waitFor(() => expect(shown()).toEqual({ busy: false, problem: 'explained: too far', done: null }));
  });
});
