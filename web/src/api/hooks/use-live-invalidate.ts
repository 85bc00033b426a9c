import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../live/use-live-event';

/** Refetches the queries under `key` whenever a trade, a cancellation or the session changes (SSE). */
export function useLiveInvalidate(key: readonly unknown[]): void {
  const client = useQueryClient();
  const invalidate = () => void client.invalidateQueries({ queryKey: key });
  useLiveEvent('trade', invalidate);
  useLiveEvent('cancel', invalidate);
  useLiveEvent('session', invalidate);
}
