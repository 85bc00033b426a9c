// @vitest-environment jsdom
import { Drawer, Modal } from '@mantine/core';
import { modals } from '@mantine/modals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertDialog, confirmDialog } from '../notify/dialogs';
import { renderInApp } from '../test-support/render-app';

afterEach(() => {
  act(() => modals.closeAll());
  cleanup();
});

describe.each([
  ['tr', 'Kapat'],
  ['en', 'Close'],
] as const)('close buttons in %s', (language, name) => {
  it('name the × of a modal and of a drawer', async () => {
    await renderInApp(
      <>
        <Modal opened onClose={() => {}} title="Modal">
          body
        </Modal>
        <Drawer opened onClose={() => {}} title="Drawer">
          body
        </Drawer>
      </>,
      language,
    );
    for (const title of ['Modal', 'Drawer']) {
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('button', { name }).textContent).toBe('');
    }
  });

  it('name the × of the alert and confirm dialogs the app opens (intro, errors)', async () => {
    await renderInApp(null, language);
    const opens: [string, () => void][] = [
      ['Intro', () => void alertDialog({ title: 'Intro', message: 'text' })],
      ['Sure?', () => confirmDialog('Sure?', 'text', () => {})],
    ];
    for (const [title, open] of opens) {
      act(open);
      const dialog = await waitFor(() => screen.getByRole('dialog', { name: title }));
      expect(within(dialog).getByRole('button', { name }).textContent).toBe('');
      act(() => modals.closeAll());
    }
  });
});
