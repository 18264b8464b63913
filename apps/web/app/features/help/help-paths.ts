import type { CategoryNode, HelpArticleSummary } from '@tallybook/domain';

/** Where an article lives: `/help/doc/:id` or `/help/video/:id` (spec §2). */
export const articlePath = (article: Pick<HelpArticleSummary, 'id' | 'wrapper'>) =>
  `/help/${article.wrapper}/${article.id}`;

/** A path with `?page=` (left out for page 1) and the other query values given. */
export function withQuery(path: string, values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (name === 'page' && Number(value) <= 1)) continue;
    params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The path from the tree's root down to the node with `id`, root first; empty when it is not in the tree. */
export function pathTo(tree: CategoryNode, id: number): CategoryNode[] {
  if (tree.id === id) return [tree];
  for (const child of tree.children) {
    const below = pathTo(child, id);
    if (below.length > 0) return [tree, ...below];
  }
  return [];
}

/** How many categories sit below a node. */
export const countBelow = (node: CategoryNode): number =>
  node.children.reduce((sum, child) => sum + 1 + countBelow(child), 0);
