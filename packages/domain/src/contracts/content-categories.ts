import { z } from 'zod';
import { contentAlias, languageParam } from './content-common.ts';
import { contentEnvelope } from './envelope.ts';

/** spec §3, §7: a category tree (the help centre's is `tallybook`), by its root's alias. */
export const categoryTreeQuery = z.object({
  alias: contentAlias.meta({ examples: ['tallybook'] }),
  lang: languageParam,
});
export type CategoryTreeQuery = z.infer<typeof categoryTreeQuery>;

export const category = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** Roots have one (the tree's alias); other nodes may. */
  alias: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  /** 0 for the root, 1 for its children, and so on. */
  level: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof category>;

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

// Registered by id, so the API document can refer to the tree's node from within itself.
export const categoryNode: z.ZodType<CategoryNode> = category
  .extend({
    get children() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'CategoryNode' });

export const categoryTreeResponse = contentEnvelope(categoryNode);

/** The path from the root down to the category itself, root first (for breadcrumbs). */
export const categoryAncestorsResponse = contentEnvelope(z.array(category));
