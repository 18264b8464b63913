import type { CategoryNode, ContentLanguage } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { MAX_TREE_DEPTH } from './category-tree-sql.ts';
import { FALLBACK_LANGUAGE } from './translated.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  alias: string | null;
  icon: string | null;
  level: number;
  name: string;
  description: string;
}

/**
 * spec §3, §7: the category tree whose root has `alias`, names in `language` (else English),
 * each level in the editors' order.
 */
export async function getCategoryTree(db: Db, alias: string, language: ContentLanguage): Promise<CategoryNode> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`with recursive tree(id, parent_id, alias, icon, sort_order, level) as (
        select id, parent_id, alias, icon, sort_order, 0 from categories where alias = ${alias} and parent_id is null
        union all
        select child.id, child.parent_id, child.alias, child.icon, child.sort_order, tree.level + 1
        from categories child join tree on child.parent_id = tree.id
        where tree.level < ${MAX_TREE_DEPTH}
      )
      select tree.id, tree.parent_id, tree.alias, tree.icon, tree.level,
        coalesce(wanted.name, english.name, '') as name,
        coalesce(wanted.description, english.description, '') as description
      from tree
      left join category_translations wanted on wanted.category_id = tree.id and wanted.lang = ${language}
      left join category_translations english on english.category_id = tree.id and english.lang = ${FALLBACK_LANGUAGE}
      order by tree.level, tree.sort_order, tree.id`,
  );
  const [root] = rows;
  if (!root) throw notFound('categoryNotFound', { ref: alias });

  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    const node: CategoryNode = { ...row, children: [] };
    nodes.set(row.id, node);
    if (row.parent_id !== null && row.id !== root.id) nodes.get(row.parent_id)?.children.push(node);
  }
  return nodes.get(root.id) as CategoryNode;
}
