import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A filled badge saying whether figures are final (teal) or still preliminary (yellow); `children` is its text. */
export function FinalityBadge({ final, children }: { final: boolean; children: ReactNode }) {
  return (
    <Badge variant="filled" color={final ? 'teal.9' : 'yellow.4'} c={final ? 'white' : 'dark.9'}>
      {children}
    </Badge>
  );
}
