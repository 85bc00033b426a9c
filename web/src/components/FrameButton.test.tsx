import { Button, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FrameButton } from './FrameButton';

const html = (button: ReactNode) =>
  renderToStaticMarkup(<MantineProvider env="test">{button}</MantineProvider>);

describe('FrameButton', () => {
  it('uses the class names of Mantine’s Button styles', () => {
    expect(Button.classes).toMatchObject({ root: 'm_77c9d27d', inner: 'm_80f1301b', label: 'm_811560b9' });
  });

  // The props the page frame gives its buttons (LanguageSwitch, UserArea, QueryState, dialogs, RouteError).
  it.each([
    ['subtle compact', { variant: 'subtle', size: 'compact-md', lang: 'en', title: 'English' }],
    ['outline compact', { variant: 'outline', size: 'compact-md' }],
    ['white red xs', { variant: 'white', color: 'red', size: 'xs' }],
    ['default filled', { 'data-autofocus': true }],
    ['fit width', { w: 'fit-content' }],
    ['disabled', { disabled: true }],
  ] as const)('renders what Mantine’s Button renders: %s', (_name, props) => {
    const mantine = html(<Button {...props}>Tamam</Button>);
    expect(html(<FrameButton {...props}>Tamam</FrameButton>)).toBe(mantine);
    expect(mantine).toContain('Tamam');
  });

  it('renders a link the same when given one as its component', () => {
    const link = (props: { href: string; children?: ReactNode }) => <a {...props} />;
    expect(
      html(
        <FrameButton component={link} href="/uye-girisi" variant="outline">
          Giriş
        </FrameButton>,
      ),
    ).toBe(
      html(
        <Button component={link} href="/uye-girisi" variant="outline">
          Giriş
        </Button>,
      ),
    );
  });
});
