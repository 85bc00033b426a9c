import { type ReactNode, useEffect, useState } from 'react';

/**
 * Its children from the render after the first commit on: never in the server's markup, nor part of
 * hydration. For what acts after start (dialogs, effects) and may load its code then.
 */
export function AfterStart({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return started ? children : null;
}
