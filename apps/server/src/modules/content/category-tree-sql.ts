import { type SQL, sql } from 'drizzle-orm';

// A guard against a cycle an edit could introduce: no tree of ours is anywhere near this deep.
export const MAX_TREE_DEPTH = 32;

/** The ids of a category and everything below it, as a subquery: `… in (${subtreeIds(root)})`. */
export function subtreeIds(root: SQL): SQL {
  return sql`with recursive subtree(id, depth) as (
      select id, 0 from categories where ${root}
      union all
      select child.id, subtree.depth + 1 from categories child
      join subtree on child.parent_id = subtree.id
      where subtree.depth < ${MAX_TREE_DEPTH}
    ) select id from subtree`;
}

/** The root of a tree, by alias, as a condition on `categories`. */
export const rootByAlias = (alias: string) => sql`alias = ${alias} and parent_id is null`;

/** A category by id, as a condition on `categories`. */
export const categoryById = (id: number) => sql`id = ${id}`;

/** The path from the category up to its root, as rows with their distance from the category. */
export function pathToRoot(id: number): SQL {
  return sql`with recursive up(id, parent_id, alias, icon, distance) as (
      select id, parent_id, alias, icon, 0 from categories where id = ${id}
      union all
      select parent.id, parent.parent_id, parent.alias, parent.icon, up.distance + 1 from categories parent
      join up on parent.id = up.parent_id
      where up.distance < ${MAX_TREE_DEPTH}
    ) select * from up`;
}
