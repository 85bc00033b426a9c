/** How the peers' bulletins are read (`PEER_*` settings, checked at start). */
export interface PeerConfig {
  /** `PEER_FETCH`: this process reads the peers in the background (default on; one process at a time). */
  enabled: boolean;
  /** `PEER_INTERVAL_MINUTES`: how often today's bulletin is read during the session (default 5). */
  intervalMinutes: number;
  /** `PEER_AFTER_CLOSE_MINUTES`: the day's last read, this long after the session's close (default 30). */
  afterCloseMinutes: number;
  /** `PEER_TIMEOUT_MS`: the longest a read may take, answer body included (default 5000). */
  timeoutMs: number;
  /** `PEER_MAX_BYTES`: the largest answer read (default 2 MiB). */
  maxBytes: number;
  /** `PEER_BACKFILL_PER_SECOND`: requests per second to one peer while a range is backfilled (default 1). */
  backfillPerSecond: number;
}

function positive(value: string | undefined, fallback: number, name: string, whole: boolean): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n)))
    throw new Error(`${name} must be a positive ${whole ? 'whole ' : ''}number, got "${value}"`);
  return n;
}

/** The peer settings of an environment. */
export function peerConfig(env: NodeJS.ProcessEnv): PeerConfig {
  const off = ['0', 'false', 'no', 'off'].includes((env.PEER_FETCH ?? '').trim().toLowerCase());
  return {
    enabled: !off,
    intervalMinutes: positive(env.PEER_INTERVAL_MINUTES, 5, 'PEER_INTERVAL_MINUTES', false),
    afterCloseMinutes: positive(env.PEER_AFTER_CLOSE_MINUTES, 30, 'PEER_AFTER_CLOSE_MINUTES', true),
    timeoutMs: positive(env.PEER_TIMEOUT_MS, 5000, 'PEER_TIMEOUT_MS', true),
    maxBytes: positive(env.PEER_MAX_BYTES, 2 * 1024 * 1024, 'PEER_MAX_BYTES', true),
    backfillPerSecond: positive(env.PEER_BACKFILL_PER_SECOND, 1, 'PEER_BACKFILL_PER_SECOND', false),
  };
}
