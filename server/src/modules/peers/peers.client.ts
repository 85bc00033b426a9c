import type { PeerStaleDetail, PeerStaleReason } from '@bulten/core';

/** A read that failed: why, and what made it fail. */
export interface ReadRefusal {
  ok: false;
  reason: PeerStaleReason;
  detail: PeerStaleDetail;
}

/** A JSON answer, parsed (not yet checked). */
export interface ReadAnswer {
  ok: true;
  body: unknown;
}

/** How one GET of a peer goes: its timeout and size limit, and the signal that stops it early. */
export interface ReadLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Aborted when the process stops: the read then ends as `STOPPED` (not the peer's fault). */
  stop?: AbortSignal;
}

/** The read was stopped by our side (shutdown): nothing is recorded about the peer. */
export class ReadStopped extends Error {
  constructor() {
    super('the read was stopped');
    this.name = 'ReadStopped';
  }
}

const refuse = (reason: PeerStaleReason, detail: PeerStaleDetail = {}): ReadRefusal => ({
  ok: false,
  reason,
  detail,
});

/** Reads a body up to `maxBytes`; null when it is longer (the read is then cancelled). */
async function limitedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function failureOf(error: unknown, stop: AbortSignal | undefined): ReadRefusal {
  if (stop?.aborted) throw new ReadStopped();
  const name = (error as { name?: unknown } | null)?.name;
  return refuse(name === 'TimeoutError' || name === 'AbortError' ? 'TIMEOUT' : 'UNREACHABLE');
}

/**
 * GETs a peer's URL as JSON, never longer than the timeout (answer body included) nor larger than the size
 * limit: answers the parsed body, or why it was refused (no answer in time, no connection, a status other
 * than 200, a body that is not JSON or too large). Never throws for anything the peer does.
 */
export async function readPeerJson(url: string, limits: ReadLimits): Promise<ReadAnswer | ReadRefusal> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.stop ? AbortSignal.any([timeout, limits.stop]) : timeout;
  try {
    const response = await fetch(url, {
      signal,
      headers: { accept: 'application/json', lang: 'tr', langid: '1' },
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return refuse('HTTP_STATUS', { Durum: response.status });
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/\bjson\b/i.test(type)) {
      await response.body?.cancel();
      return refuse('NOT_JSON');
    }
    const text = await limitedText(response, limits.maxBytes);
    if (text === null) return refuse('TOO_LARGE', { Bayt: limits.maxBytes });
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch {
      return refuse('NOT_JSON');
    }
  } catch (error) {
    return failureOf(error, limits.stop);
  }
}
