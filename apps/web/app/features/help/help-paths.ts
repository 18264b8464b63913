import type { CategoryNode, HelpArticleSummary } from '@tallybook/domain';

/**
 * A help tree as the pages receive it: names and ids all the way down, a description and icon only
 * where a page shows them (the root and its children). The API's other fields stay on the server, so
 * that the page's data is not twice the page (issue 13: the help pages' documents were twice their twins').
 */
export interface HelpTreeNode {
  id: number;
  /** The root's alias (the tree's address); null below it. */
  alias: string | null;
  name: string;
  description: string;
  icon: string | null;
  children: HelpTreeNode[];
}
interface TreeLike {
  children: readonly TreeLike[];
}

/** A category of a breadcrumb trail: no subtree. */
export type HelpTrailNode = Pick<HelpTreeNode, 'id' | 'name' | 'description'>;

/** The tree a page receives, from the API's (descriptions and icons down to `depth`). */
export function slimTree(node: CategoryNode, depth = 1): HelpTreeNode {
  return {
    id: node.id,
    alias: node.level === 0 ? node.alias : null,
    name: node.name,
    description: depth >= 0 ? node.description : '',
    icon: depth >= 0 ? node.icon : null,
    children: node.children.map((child) => slimTree(child, depth - 1)),
  };
}

export const trailNode = ({ id, name, description }: HelpTrailNode): HelpTrailNode => ({ id, name, description });

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
export function pathTo<Node extends { id: number; children: Node[] }>(tree: Node, id: number): Node[] {
  if (tree.id === id) return [tree];
  for (const child of tree.children) {
    const below = pathTo(child, id);
    if (below.length > 0) return [tree, ...below];
  }
  return [];
}

/** How many categories sit below a node. */
export const countBelow = (node: TreeLike): number =>
  node.children.reduce((sum, child) => sum + 1 + countBelow(child), 0);
