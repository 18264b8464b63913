import { readFileSync } from 'node:fs';

/** The size of a page of memory on the machines we run on (x86-64 Linux). */
export const PAGE_BYTES = 4096;

/**
 * What a page of memory costs a process the first time it touches it, and a second time, in
 * microseconds a page (decision 0067). A new renderer process, as Lighthouse gets for each run of
 * a page with `Cross-Origin-Opener-Policy` (decision 0066), touches thousands of pages for the first
 * time while it loads: each is a page fault, which costs well under 1 µs on a bare machine and
 * 15 µs on the machines of 2026-12-03. A page's scripts make its renderer touch more of
 * them than its twin's, so the bench prints this beside Lighthouse's benchmark index, which measures
 * the CPU alone.
 */
export function pageTouchMicros(megabytes = 64): { fresh: number; again: number } {
  const bytes = megabytes * 1024 * 1024;
  // an ArrayBuffer this large is memory the process has not touched yet (mapped, not yet present)
  const view = new Uint8Array(new ArrayBuffer(bytes));
  const pass = () => {
    const start = process.hrtime.bigint();
    for (let at = 0; at < bytes; at += PAGE_BYTES) view[at] = (view[at] ?? 0) + 1;
    return Number(process.hrtime.bigint() - start) / 1000 / (bytes / PAGE_BYTES);
  };
  const fresh = pass();
  const again = pass();
  return { fresh, again };
}

/** Whether the kernel backs any large anonymous memory with 2 MB pages: then a 4 KiB touch is rarely a fault. */
export function hugePagesAlways(): boolean {
  try {
    return readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8').includes('[always]');
  } catch {
    return false;
  }
}
