// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { cleanNotifications } from '@mantine/notifications';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalsHost } from './ModalsHost';
import { ToastHost } from './ToastHost';
import { toast } from './toast';

// jsdom lacks matchMedia, which Mantine's transitions ask for.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

afterEach(() => {
  act(() => {
    modals.closeAll();
    cleanNotifications();
  });
  cleanup();
});

describe('the lazily loaded modals and toasts', () => {
  it('shows a dialog opened before the modals provider was loaded (or even mounted), then closes it', async () => {
    modals.open({ modalId: 'early', title: 'Early title', children: <p>early text</p> });
    render(
      <MantineProvider env="test">
        <ModalsHost />
      </MantineProvider>,
    );
    expect(screen.queryByText('early text')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Early title' }, { timeout: 10_000 })).toBeTruthy();
    act(() => modals.close('early'));
    await waitFor(() => expect(screen.queryByText('early text')).toBeNull());
    act(() => void modals.open({ modalId: 'later', title: 'Later title', children: <p>later text</p> }));
    expect(await screen.findByRole('dialog', { name: 'Later title' })).toBeTruthy();
    expect(screen.queryByText('early text')).toBeNull();
  });

  it('renders nothing until the first toast, then shows it', async () => {
    const view = render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    expect(view.container.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => void toast('success', 'Saved'));
    expect(await screen.findByText('Saved', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
