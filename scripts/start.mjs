// `npm start`: builds the web app when needed, then runs the server in this same process
// (so Ctrl-C reaches it directly and it can stop cleanly).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, root } from './web-build.mjs';

if (process.env.SKIP_BUILD !== 'true') ensureWebBuild();

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
