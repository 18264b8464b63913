import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The backticked names that open the bullets of a markdown section, up to the next `## ` heading. */
export function bulletNames(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + heading.length + 2);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1] as string);
}

/** Every source file under a folder (no node_modules, no build output). */
function sourcesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry === 'build' || entry.startsWith('.')) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs)$/.test(entry)) found.push(full);
    }
  };
  walk(path.join(root, folder));
  return found;
}

describe('the documents in the repository', () => {
  it('lists in docs/architecture.md exactly the modules under apps/server/src/modules', () => {
    const folders = readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = bulletNames(read('docs/architecture.md'), '## Modules').sort();
    expect(folders.length).toBeGreaterThan(5);
    expect({
      missing: folders.filter((f) => !listed.includes(f)),
      extra: listed.filter((l) => !folders.includes(l)),
    }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it('has in docs/requirements.md every section of the spec that the code cites', () => {
    const sections = new Set(
      [...read('docs/requirements.md').matchAll(/^## (\d+)\. /gm)].map((match) => Number(match[1])),
    );
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const cited = new Map<number, string>();
    for (const file of ['apps', 'packages', 'e2e', 'scripts', 'bench'].flatMap(sourcesUnder)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/spec §(\d+)/g)) {
        cited.set(Number(match[1]), path.relative(root, file));
      }
    }
    expect(cited.size).toBeGreaterThan(5);
    const unresolved = [...cited].filter(([section]) => !sections.has(section)).map(([s, file]) => `§${s} (${file})`);
    expect(unresolved).toEqual([]);
  });

  it('keeps one phone rule: the web validates phones only through the domain’s normalizePhone', () => {
    const ownRules = sourcesUnder('apps/web/app')
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /libphonenumber|1\[3-9\]|\\d\{11\}|\+86\\d|type="tel"[^>]*pattern=/.test(text);
      })
      .map((file) => path.relative(root, file));
    expect(ownRules).toEqual([]);
  });

  it('reads a section’s bullets and nothing past the next heading', () => {
    const markdown = '# T\n\n## Modules\n\n- `a`: one\n- `b`: two\n\n## Next\n\n- `c`: not a module\n';
    expect(bulletNames(markdown, '## Modules')).toEqual(['a', 'b']);
    expect(bulletNames(markdown, '## Missing')).toEqual([]);
  });
});
