/**
 * Live-stream clients for the cluster bench, each an EventSource as a browser runs it: it reads `id:`,
 * `retry:` and the frames, and when the stream ends or fails it comes back after the last `retry` with
 * `Last-Event-ID`. The fleet counts, per client, which of the bench's trades arrived and when.
 */
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';

/** Where the clients connect: an instance directly (plain HTTP) or nginx (HTTPS, a host name). */
export interface StreamTarget {
  port: number;
  path: string;
  https?: { name: string };
}

/** How the fleet's clients did. */
export interface FleetTally {
  /** Clients whose stream is open right now. */
  open: number;
  /** Streams opened again after one ended. */
  reconnects: number;
  /** Attempts refused or failed (each is tried again). */
  failedAttempts: number;
  /** Milliseconds from losing a stream to having it back, one entry per reconnect. */
  reconnectMs: number[];
}

interface Client {
  request: ClientRequest | null;
  lastId: string;
  retryMs: number;
  lostAt: number;
  buffer: string;
  seen: Uint8Array;
}

/** A fleet of live-stream clients; `track(no)` names a trade whose arrival is timed on every client. */
export class StreamFleet {
  readonly tally: FleetTally = { open: 0, reconnects: 0, failedAttempts: 0, reconnectMs: [] };
  private readonly clients: Client[] = [];
  private readonly trades = new Map<string, { index: number; sentAt: number; latencies: number[] }>();
  private closing = false;
  private session: Buffer | undefined;

  constructor(
    private readonly target: StreamTarget,
    private readonly maxTrades = 256,
  ) {}

  /** Opens `count` clients, `perTick` at a time; resolves once all are open (or after `timeoutMs`). */
  async open(count: number, perTick = 200, timeoutMs = 120_000): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const client: Client = {
        request: null,
        lastId: '',
        retryMs: 3_000,
        lostAt: 0,
        buffer: '',
        seen: new Uint8Array(this.maxTrades),
      };
      this.clients.push(client);
      this.connect(client);
      if (i % perTick === perTick - 1) await new Promise((r) => setTimeout(r, 50));
    }
    const deadline = Date.now() + timeoutMs;
    while (this.tally.open < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  /** Starts timing a trade about to be registered; answers false when the fleet tracks no more. */
  track(no: string): boolean {
    if (this.trades.size >= this.maxTrades) return false;
    this.trades.set(no, { index: this.trades.size, sentAt: performance.now(), latencies: [] });
    return true;
  }

  /**
   * The deliveries of tracked trades that did not arrive, the clients that missed at least one, and the
   * delivery times (ms from registering) of all that did.
   */
  arrivals(): { missing: number; clientsMissing: number; latencies: number[] } {
    let missing = 0;
    const latencies: number[] = [];
    const short = new Set<Client>();
    for (const trade of this.trades.values()) {
      for (const client of this.clients)
        if (client.seen[trade.index] === 0) {
          missing += 1;
          short.add(client);
        }
      latencies.push(...trade.latencies);
    }
    return { missing, clientsMissing: short.size, latencies };
  }

  /** Waits until every client saw every tracked trade (or `timeoutMs` passed). */
  async settle(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.arrivals().missing > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  }

  close(): void {
    this.closing = true;
    for (const client of this.clients) client.request?.destroy();
  }

  private connect(client: Client): void {
    const { port, path, https } = this.target;
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (client.lastId) headers['last-event-id'] = client.lastId;
    const options = { host: '127.0.0.1', port, path, headers, agent: false as const };
    const request = https
      ? httpsRequest({
          ...options,
          headers: { ...headers, host: `${https.name}:${port}` },
          servername: https.name,
          rejectUnauthorized: false,
          ...(this.session ? { session: this.session } : {}),
        } as RequestOptions)
      : httpRequest(options);
    client.request = request;
    request.on('socket', (socket) => socket.on('session', (session: Buffer) => (this.session = session)));
    request.on('response', (response) => this.opened(client, response));
    request.on('error', () => this.lost(client, false));
    request.end();
  }

  private opened(client: Client, response: IncomingMessage): void {
    if (response.statusCode !== 200) {
      response.resume();
      this.lost(client, false);
      return;
    }
    this.tally.open += 1;
    if (client.lostAt > 0) {
      this.tally.reconnects += 1;
      this.tally.reconnectMs.push(performance.now() - client.lostAt);
      client.lostAt = 0;
    }
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.read(client, chunk));
    response.on('error', () => {});
    response.on('close', () => {
      this.tally.open -= 1;
      this.lost(client, true);
    });
  }

  private lost(client: Client, wasOpen: boolean): void {
    if (this.closing || client.request === null) return;
    client.request = null;
    if (!wasOpen) this.tally.failedAttempts += 1;
    if (client.lostAt === 0) client.lostAt = performance.now();
    client.buffer = '';
    setTimeout(() => this.connect(client), client.retryMs);
  }

  private read(client: Client, chunk: string): void {
    client.buffer += chunk;
    let end = client.buffer.indexOf('\n\n');
    while (end !== -1) {
      this.frame(client, client.buffer.slice(0, end));
      client.buffer = client.buffer.slice(end + 2);
      end = client.buffer.indexOf('\n\n');
    }
  }

  private frame(client: Client, frame: string): void {
    let data = '';
    for (const line of frame.split('\n')) {
      if (line.startsWith('id: ')) client.lastId = line.slice(4);
      else if (line.startsWith('retry: ')) client.retryMs = Number(line.slice(7)) || client.retryMs;
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (!data.startsWith('{"type":"trade"')) return;
    // The number without parsing the whole event: ten thousand clients read every frame in one thread.
    const no = /"registrationNo":"([^"]*)"/.exec(data)?.[1] ?? '';
    const trade = this.trades.get(no);
    if (!trade || client.seen[trade.index] === 1) return;
    client.seen[trade.index] = 1;
    trade.latencies.push(performance.now() - trade.sentAt);
  }
}
