import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ensureWebBuild, root } from '../../../scripts/web-build.mjs';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { DEMO_CONTENT } from '../src/demo-content.ts';
import { runSeedSteps } from '../src/platform/db/seed.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** `http://127.0.0.1:<port>`: tests call the API over real HTTP. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Builds the whole API on a fresh database, with the demo content, listening on a free port.
 * `extend` may add routes before the server starts (a test's own failure route, say).
 */
export async function startTestApp(
  options: { seed?: boolean; extend?: (app: FastifyInstance) => void } & Partial<BuildAppOptions> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed !== false) await runSeedSteps(database.handle.db, DEMO_CONTENT);
  const app = await buildApp({ database: database.handle, ...options });
  options.extend?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** The production web app as `npm start` serves it, built first when its sources changed. */
export async function productionWebApp(): Promise<NonNullable<BuildAppOptions['web']>> {
  ensureWebBuild();
  const build = path.join(root, 'apps/web/build');
  return {
    build: await import(pathToFileURL(path.join(build, 'server/index.js')).href),
    clientDir: path.join(build, 'client'),
    mode: 'production',
  };
}
