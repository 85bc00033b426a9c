/**
 * How fast this machine is right now, printed before the figures so runs on different days can be
 * compared: the time to touch new memory (page faults, which a busy virtual machine's host makes several
 * times dearer) and a fixed compute loop, with the load average.
 */
import { loadavg } from 'node:os';

const PAGE_BYTES = 4096;
const TOUCHED_MIB = 256;
const LOOP_STEPS = 300_000_000;

// Touches every page of a new buffer once: one page fault each.
function newMemoryMicrosPerPage(): number {
  const started = performance.now();
  const buffer = Buffer.allocUnsafeSlow(TOUCHED_MIB * 1024 * 1024);
  for (let at = 0; at < buffer.length; at += PAGE_BYTES) buffer[at] = 1;
  return ((performance.now() - started) * 1000) / (buffer.length / PAGE_BYTES);
}

// A loop of integer steps: the processor's own speed, without memory.
function loopMs(): number {
  const started = performance.now();
  let sum = 0;
  for (let i = 0; i < LOOP_STEPS; i += 1) sum += i % 7;
  if (sum < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** One line describing the machine's present speed and load. */
export function machineLine(): string {
  const fault = newMemoryMicrosPerPage();
  const loop = loopMs();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return (
    `machine: new memory ${fault.toFixed(1)} µs per 4 KiB page (${TOUCHED_MIB} MiB touched), ` +
    `compute loop ${loop.toFixed(0)} ms (${LOOP_STEPS / 1e6}M steps), load ${load}`
  );
}
