// Whether a build is stale: the one check of the server build (server-build.mjs) and the web build
// (web-build.mjs). A build is current when its stamp, a file the build writes last (so that a build
// stopped half-way is not current), is newer than everything it is built from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Everything under `sources` (files or folders; a missing one is skipped), in a stable order: the
 * files, but those `leaveOut` matches, and with `folders` each folder too.
 */
function walkSources(sources, { leaveOut, folders }) {
  const found = [];
  const walk = (full) => {
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) {
      if (!leaveOut?.test(full)) found.push(full);
      return;
    }
    if (folders) found.push(full);
    for (const entry of readdirSync(full).sort()) walk(path.join(full, entry));
  };
  for (const source of sources) walk(source);
  return found;
}

/** The files under `sources` (files or folders; a missing one is skipped), in a stable order, but those `leaveOut` matches. */
export function sourceFiles(sources, leaveOut) {
  return walkSources(sources, { leaveOut, folders: false });
}

/**
 * Whether the build is current: `stamp` and each of `outputs` exist, and nothing under `sources`
 * changed after the stamp was written. Without `leaveOut` a folder's own time counts too, so a file
 * removed from it makes the build stale; with it (files that are not in the build, tests) folders do
 * not count, since adding or removing a left-out file changes its folder's time.
 */
export function buildIsCurrent({ stamp, outputs = [], sources, leaveOut }) {
  if (![stamp, ...outputs].every((file) => existsSync(file))) return false;
  const built = statSync(stamp).mtimeMs;
  return walkSources(sources, { leaveOut, folders: !leaveOut }).every((source) => statSync(source).mtimeMs <= built);
}
