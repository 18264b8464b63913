import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { caseRoutes } from './case.routes.ts';
import { helpRoutes } from './help.routes.ts';
import { newsRoutes } from './news.routes.ts';
import type { PackageSource } from './package-availability.ts';
import { productRoutes } from './product.routes.ts';
import { siteRoutes } from './site.routes.ts';

/** The content module's calls (spec §7 Content), answered in the `{ success, data, msg }` envelope. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; packages: PackageSource }> = async (
  app,
  { db, packages },
) => {
  await app.register(productRoutes, { db, packages });
  await app.register(siteRoutes, { db });
  await app.register(helpRoutes, { db });
  await app.register(newsRoutes, { db });
  await app.register(caseRoutes, { db });
};
