/** An hour in milliseconds. */
export const HOUR_MS = 3_600_000;

/** Istanbul's UTC offset and calendar date during one whole UTC hour. */
export interface HourFacts {
  offsetMs: number;
  date: string;
}

/** Istanbul's UTC offset over the whole UTC hours `fromHour` … `fromHour + hours - 1` (hours since 1970). */
export interface IstanbulOffsets {
  fromHour: number;
  hours: number;
  offsetMs: number;
}

/** The hours whose facts are known, by UTC hour since 1970 (`time.ts` looks the others up). */
export const hourFacts = new Map<number, HourFacts>();

/** Facts of an hour at an offset. */
export function hourAt(hour: number, offsetMs: number): HourFacts {
  return { offsetMs, date: new Date(hour * HOUR_MS + offsetMs).toISOString().slice(0, 10) };
}

/**
 * Takes Istanbul's offsets another machine looked up (a server-rendered page carries the server's): those
 * hours' dates are then known without this machine's time-zone data, whose first use costs a phone's main
 * thread a long task. Without core's time-zone library, so the first load can hold it. At most two weeks.
 */
export function rememberIstanbulOffsets(known: IstanbulOffsets): void {
  const { fromHour, hours, offsetMs } = known;
  if (![fromHour, hours, offsetMs].every(Number.isSafeInteger) || hours < 0 || hours > 24 * 14) return;
  for (let hour = fromHour; hour < fromHour + hours; hour += 1) hourFacts.set(hour, hourAt(hour, offsetMs));
}
