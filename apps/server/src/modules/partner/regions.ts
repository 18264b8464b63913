import { createRequire } from 'node:module';
import { REGION_ROOT } from '@tallybook/domain';

/**
 * The region cascader's data (spec §3: region from a province/city/district cascader rooted at 86):
 * the administrative division codes of GB/T 2260 as the china-area-data package ships them, a map
 * from a code to its children's codes and names. A code with no children is a leaf: the district,
 * or the city where a region has no third level (Hong Kong's districts hang under the region itself).
 */
type Divisions = Readonly<Record<string, Readonly<Record<string, string>>>>;

const divisions = createRequire(import.meta.url)('china-area-data/data.json') as Divisions;

const parentOf = new Map<string, string>();
const nameOf = new Map<string, string>();
for (const [parent, children] of Object.entries(divisions)) {
  for (const [code, name] of Object.entries(children)) {
    parentOf.set(code, parent);
    nameOf.set(code, name);
  }
}

/** The children of a region (the provinces under 86), each with whether it is a leaf; undefined for an unknown code. */
export function regionChildren(parent: string): { code: string; name: string; leaf: boolean }[] | undefined {
  const children = Object.hasOwn(divisions, parent) ? divisions[parent] : undefined;
  if (!children) return undefined;
  return Object.entries(children).map(([code, name]) => ({ code, name, leaf: !Object.hasOwn(divisions, code) }));
}

/** Whether `code` is a whole path of the cascader: a known leaf under the root. */
export function isRegionLeaf(code: string): boolean {
  return nameOf.has(code) && !Object.hasOwn(divisions, code) && regionPath(code).length > 0;
}

/** The names of a region's path from the province down to it; empty for a code not under the root. */
export function regionPath(code: string): string[] {
  const names: string[] = [];
  let at: string | undefined = code;
  while (at !== undefined && at !== REGION_ROOT) {
    const name = nameOf.get(at);
    if (name === undefined || names.length > 4) return [];
    names.unshift(name);
    at = parentOf.get(at);
  }
  return at === REGION_ROOT ? names : [];
}
