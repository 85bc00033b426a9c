import { type AuditAction, isValidDate, PEER_KINDS, type PeerKind, peerRequestSchema } from '@bulten/core';
import { Option, type Command as Program } from 'commander';
import { AppError } from '../http/app-error.js';
import { recordAudit } from '../modules/audit/audit.service.js';
import { backfillPeer, realSleep, type Sleep } from '../modules/peers/peers.backfill.js';
import { peerLeases } from '../modules/peers/peers.lease.js';
import type { DayOutcome, PeerEnv } from '../modules/peers/peers.read.js';
import { allPeers, peerById } from '../modules/peers/peers.repository.js';
import { addPeer, peerFields, readPeerNow, removePeer } from '../modules/peers/peers.service.js';
import type { PeerRow } from '../modules/peers/peers.table.js';
import { type Command, type CommandContext, type CommandRunner, say } from './context.js';
import { positiveNumber, positiveWholeNumber } from './option-values.js';

/** Options of `peer add`. */
export interface PeerAddOptions {
  name: string;
  city: string;
  kind: PeerKind;
  url: string;
  hidden?: boolean;
}

const audit = (ctx: CommandContext, action: AuditAction, entityId: number, detail: object = {}) =>
  recordAudit(ctx.db.kysely, {
    userId: null,
    action,
    entity: 'peer',
    entityId,
    detail: { ...detail, via: 'cli' },
    at: ctx.now(),
  });

/** `peer add`: lists a neighbouring exchange (audited). */
export const peerAddCommand: Command<[PeerAddOptions]> = async (ctx, o) => {
  const parsed = peerRequestSchema.safeParse({
    Ad: o.name,
    Sehir: o.city,
    Tur: o.kind,
    Adres: o.url,
    Gosterilsin: o.hidden !== true,
  });
  if (!parsed.success)
    throw new AppError(
      400,
      'VALIDATION',
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  const fields = peerFields(parsed.data);
  const id = await addPeer(ctx.db.kysely, fields, ctx.now());
  await audit(ctx, 'peer.create', id, fields);
  say(ctx.out, `added peer ${id}: ${fields.name} (${fields.city}, ${fields.kind}) at ${fields.baseUrl}`);
  return 0;
};

function statusText(p: PeerRow): string {
  if (p.stale_reason) return `stale since ${p.stale_since}: ${p.stale_reason} ${p.stale_detail ?? ''}`.trim();
  return p.last_ok_at ? `read ${p.last_ok_at}` : 'never read';
}

/** `peer list`: every peer, one per line (tab-separated, with a header). */
export const peerListCommand: Command = async (ctx) => {
  say(ctx.out, ['id', 'name', 'city', 'kind', 'url', 'shown', 'status'].join('\t'));
  for (const p of await allPeers(ctx.db.kysely))
    say(
      ctx.out,
      [p.id, p.name, p.city, p.kind, p.base_url, p.shown ? 'yes' : 'no', statusText(p)].join('\t'),
    );
  return 0;
};

/** `peer remove`: removes a peer with everything read from it (audited). */
export const peerRemoveCommand: Command<[number]> = async (ctx, id) => {
  await removePeer(ctx.db.kysely, id);
  await audit(ctx, 'peer.delete', id);
  say(ctx.out, `removed peer ${id}`);
  return 0;
};

/** Options of `peer fetch`. */
export interface PeerFetchOptions {
  peer?: number;
  from?: string;
  to?: string;
  /** Requests per second to one peer while backfilling (default `PEER_BACKFILL_PER_SECOND`). */
  rate?: number;
  /** How to wait between requests (tests). */
  sleep?: Sleep;
  /** Stops the reads early (default: SIGINT). */
  stop?: AbortSignal;
}

function outcomeLine(peer: PeerRow, o: DayOutcome): string {
  if (o.ok) return `${peer.id} ${peer.name} ${o.day}: ${o.rows} classes${o.final ? ' (final)' : ''}`;
  return `${peer.id} ${peer.name} ${o.day}: STALE ${o.reason} ${JSON.stringify(o.detail)}`;
}

async function peersOf(ctx: CommandContext, id: number | undefined): Promise<PeerRow[]> {
  if (id === undefined) return allPeers(ctx.db.kysely);
  const peer = await peerById(ctx.db.kysely, id);
  if (!peer) throw new AppError(400, 'UNKNOWN_ID', [`no peer ${id}`]);
  return [peer];
}

async function backfillAll(ctx: CommandContext, env: PeerEnv, peers: PeerRow[], o: PeerFetchOptions) {
  const leases = peerLeases(ctx.db.kysely, ctx.now);
  const range = { from: o.from!, to: o.to! };
  const pace = { perSecond: o.rate ?? ctx.config.peers.backfillPerSecond, sleep: o.sleep ?? realSleep };
  for (const peer of peers) {
    const summary = await backfillPeer(env, leases, peer, range, pace);
    if (summary.busy) say(ctx.out, `${peer.id} ${peer.name}: BUSY (another process is reading it)`);
    for (const read of summary.read) say(ctx.out, outcomeLine(peer, read));
    const resume = summary.resumeFrom ? `; stopped, run again to resume from ${summary.resumeFrom}` : '';
    say(
      ctx.out,
      `${peer.id} ${peer.name}: ${summary.read.length} days read, ${summary.skipped} already final${resume}`,
    );
  }
}

async function readAllNow(ctx: CommandContext, env: PeerEnv, peers: PeerRow[]) {
  const leases = peerLeases(ctx.db.kysely, ctx.now);
  for (const peer of peers) {
    const result = await readPeerNow(env, leases, peer.id);
    if (result.Sonuc === 'BUSY')
      say(ctx.out, `${peer.id} ${peer.name}: BUSY (another process is reading it)`);
    for (const day of result.Gunler)
      say(
        ctx.out,
        day.Satir === null
          ? `${peer.id} ${peer.name} ${day.Tarih}: STALE ${day.BayatNedeni}`
          : `${peer.id} ${peer.name} ${day.Tarih}: ${day.Satir} classes`,
      );
  }
}

/**
 * `peer fetch`: reads every peer (or `--peer`) now, today and the previous weekday; with `--from` and
 * `--to`, backfills that range politely and resumably. A peer that fails is recorded stale (the lines
 * say so); the command itself fails only for a bad option.
 */
export const peerFetchCommand: Command<[PeerFetchOptions]> = async (ctx, o) => {
  if ((o.from === undefined) !== (o.to === undefined))
    throw new AppError(400, 'VALIDATION', ['--from and --to go together']);
  for (const day of [o.from, o.to])
    if (day !== undefined && !isValidDate(day)) throw new AppError(400, 'BAD_DATE', [`not a date: ${day}`]);
  const controller = new AbortController();
  const interrupt = () => controller.abort();
  process.once('SIGINT', interrupt);
  const env: PeerEnv = {
    db: ctx.db.kysely,
    config: ctx.config,
    now: ctx.now,
    stop: o.stop ?? controller.signal,
  };
  try {
    const peers = await peersOf(ctx, o.peer);
    if (o.from !== undefined) await backfillAll(ctx, env, peers, o);
    else await readAllNow(ctx, env, peers);
    return 0;
  } finally {
    process.off('SIGINT', interrupt);
  }
};

/** Registers `peer add`, `peer list`, `peer remove` and `peer fetch`. */
export function registerPeerCommands(program: Program, run: CommandRunner): void {
  const peer = program.command('peer').description('neighbouring exchanges whose bulletins are read');
  peer
    .command('add')
    .description('list a neighbouring exchange')
    .requiredOption('--name <name>', 'name of the exchange')
    .requiredOption('--city <city>', 'its city')
    .addOption(new Option('--kind <kind>', 'what it runs').choices(PEER_KINDS).makeOptionMandatory())
    .requiredOption('--url <base>', 'its site root, e.g. https://www.ktb.org.tr')
    .option('--hidden', 'read it but do not show it on the regional board')
    .action((o: PeerAddOptions) => run((ctx) => peerAddCommand(ctx, o)));
  peer
    .command('list')
    .description('list the peers and how their reads go')
    .action(() => run((ctx) => peerListCommand(ctx)));
  peer
    .command('remove')
    .description('remove a peer with everything read from it')
    .argument('<id>', 'the peer id (peer list)', positiveWholeNumber('id'))
    .action((id: number) => run((ctx) => peerRemoveCommand(ctx, id)));
  peer
    .command('fetch')
    .description("read the peers' bulletins now, or backfill a range (--from and --to)")
    .option('--peer <id>', 'only this peer', positiveWholeNumber('--peer'))
    .option('--from <day>', 'first day of a backfill (YYYY-MM-DD)')
    .option('--to <day>', 'last day of a backfill (YYYY-MM-DD)')
    .option('--rate <n>', 'requests per second to one peer while backfilling', positiveNumber('--rate'))
    .action((o: PeerFetchOptions) => run((ctx) => peerFetchCommand(ctx, o)));
}
