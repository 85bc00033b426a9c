import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a screen (`h2`, labelled by its title). */
export function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
