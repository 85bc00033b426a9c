/**
 * The live event bus every cache and live stream listens to. On SQLite it is in process (ids
 * `<boot>-<n>`), and `sqlite-change-watch.ts` turns another process's commit (`PRAGMA data_version`) into a
 * `figures` event without dates; on PostgreSQL (`pg-event-bus.ts`) each event is written to the `live_event`
 * log and NOTIFYed on `bulten_events` in one statement (`event-log.ts`), so every process sees it with the
 * same id, in commit order, and a stream that reconnects is replayed from the log (`since`). CLI commands and
 * writers in other processes announce their changes with `announce.ts`.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@bulten/core';

/** A live event with the id every stream gives it (`id:` of the SSE frame, `Last-Event-ID` on reconnect). */
export interface IdentifiedEvent {
  id: string;
  event: LiveEvent;
}

/** Fans live events out to every subscriber (SSE streams, caches). */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  /** `id` names the event on every process of the database (absent for events the bus could not log). */
  subscribe(listener: (event: LiveEvent, id?: string) => void): () => void;
  /**
   * The events published after the one `lastId` names, oldest first; null when that id is unknown (older
   * than the log keeps, or of another database or boot): the caller missed something it cannot be told.
   */
  since?(lastId: string): Promise<IdentifiedEvent[] | null>;
  close(): Promise<void>;
}

/** Events a local bus keeps for streams that reconnect (a few minutes of a busy session). */
export const LOCAL_EVENT_LOG = 5_000;

/**
 * An event bus inside one process (SQLite, tests). Its ids are `<boot>-<n>`: a stream that reconnects to
 * the same process resumes after its last id; an id of an earlier boot is unknown.
 */
export function createLocalEventBus(keep = LOCAL_EVENT_LOG): EventBus {
  const fan = createFanOut();
  const boot = randomBytes(4).toString('hex');
  const log: IdentifiedEvent[] = [];
  let counter = 0;
  return {
    async publish(event) {
      counter += 1;
      const id = `${boot}-${counter}`;
      log.push({ id, event });
      if (log.length > keep) log.splice(0, log.length - keep);
      fan.emit(event, id);
    },
    subscribe: fan.subscribe,
    async since(lastId) {
      const [from, n] = lastId.split('-');
      const after = Number(n);
      const oldest = counter - log.length;
      if (from !== boot || !Number.isInteger(after) || after < oldest || after > counter) return null;
      return log.slice(after - oldest);
    },
    async close() {
      fan.close();
    },
  };
}

/** Hands each event (and its id) to every subscriber of this process. */
export function createFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit(event: LiveEvent, id?: string) {
      emitter.emit('event', event, id);
    },
    subscribe(listener: (event: LiveEvent, id?: string) => void): () => void {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    close() {
      emitter.removeAllListeners();
    },
  };
}
