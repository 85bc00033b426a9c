import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Resident set size of a process in kB, from `/proc` (Linux). */
export function rssKbOf(pid: number | undefined): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** Asks a child process to stop (SIGTERM), kills it after `graceMs`, and resolves once it has exited. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
