import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebAppOptions } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { demoDatabaseOfThisBuild } from './demo-database.ts';
import { openDatabase } from './platform/db/database.ts';

const development = process.argv.includes('--dev');

function readConfig(): Config {
  try {
    return loadConfig(development ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function productionWebApp(config: Config): Promise<WebAppOptions> {
  const serverEntry = path.join(config.webBuildDir, 'server/index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing): run \`npm run build\` or \`npm start\`.`);
  }
  return {
    build: await import(pathToFileURL(serverEntry).href),
    clientDir: path.join(config.webBuildDir, 'client'),
    mode: 'production',
  };
}

async function main() {
  const config = readConfig();
  const started = Date.now();
  // How long each step of the start took (ms), in the "serving" log line.
  const startupSteps: Record<string, number> = { loadCode: Math.round(process.uptime() * 1000) };
  let stepStarted = started;
  const stepDone = (step: string) => {
    startupSteps[step] = Date.now() - stepStarted;
    stepStarted = Date.now();
  };
  // The built web app and the rest of the server's code load while the database opens (neither
  // needs it): a new embedded database is copied by a worker thread meanwhile (issue 13).
  const productionWeb = development ? undefined : productionWebApp(config);
  productionWeb?.catch(() => {}); // awaited in serve(); its failure is reported there
  const serving = import('./serve.ts');
  serving.catch(() => {}); // awaited below
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // A new embedded database starts as a copy of the demo database this build made (decision 0029),
    // migrated and seeded already: serve() then only makes its log partitions (decision 0074).
    startFrom: config.seedDemo ? () => demoDatabaseOfThisBuild() : undefined,
  });
  const { serve } = await serving;
  // the database's opening, and the app's code loading alongside it
  stepDone('openDatabase');
  await serve({ config, development, database, productionWeb, started, startupSteps, stepDone });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
