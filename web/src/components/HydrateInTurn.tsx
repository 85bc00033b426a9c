import { Children, type ReactNode, Suspense } from 'react';

/**
 * Its children in a chain of Suspense boundaries, each nested in the previous one's; no element of its own.
 * React hydrates a server-rendered boundary only after the one around it, in a render and commit of their
 * own: a row of Mantine selects and date fields (each renders again at once after its first commit, from
 * its layout effects) is then taken over in several short tasks instead of one long one.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  let rest: ReactNode = null;
  for (const child of Children.toArray(children).reverse())
    rest = (
      <Suspense>
        {child}
        {rest}
      </Suspense>
    );
  return rest;
}
