import type { Category, ContentLanguage } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { pathToRoot } from './category-tree-sql.ts';
import { FALLBACK_LANGUAGE } from './translated.ts';

interface PathRow {
  id: number;
  parent_id: number | null;
  alias: string | null;
  icon: string | null;
  distance: number;
  name: string;
  description: string;
}

/** spec §7: the path from a category's root down to the category itself, root first (breadcrumbs). */
export async function listCategoryAncestors(db: Db, id: number, language: ContentLanguage): Promise<Category[]> {
  const rows = await queryRows<PathRow>(
    db,
    sql`select path.id, path.parent_id, path.alias, path.icon, path.distance,
        coalesce(wanted.name, english.name, '') as name,
        coalesce(wanted.description, english.description, '') as description
      from (${pathToRoot(id)}) path
      left join category_translations wanted on wanted.category_id = path.id and wanted.lang = ${language}
      left join category_translations english on english.category_id = path.id and english.lang = ${FALLBACK_LANGUAGE}
      order by path.distance desc`,
  );
  if (rows.length === 0) throw notFound('categoryNotFound', { ref: id });
  return rows.map(({ distance: _distance, ...row }, level) => ({ ...row, level }));
}
