import type { LiveEvent } from '@bulten/core';
import { useEffect, useRef } from 'react';
import { useServices } from '../app/services';
import type { LiveEventType } from './live-events';

/** Calls `handler` on every live event of a type while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (event: Extract<LiveEvent, { type: T }>) => void,
): void {
  const { live } = useServices();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => live.subscribe(type, (event) => latest.current(event)), [live, type]);
}
