import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the calling thread's CPU priority by `nice` (a Linux nice increment), so that under full load it yields
 * the CPU to the redirect thread. Linux schedules threads individually, so the thread's own id (from
 * /proc/thread-self) gets the lower priority; elsewhere, or when not allowed, the thread keeps the process priority.
 */
export function lowerOwnPriority(nice: number): void {
  if (nice <= 0) return;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, nice);
  } catch {
    // not Linux, or not allowed: the thread runs at normal priority
  }
}
