// `npm start`: builds the web app when needed, then runs the server in this same process
// (so Ctrl-C reaches it directly and it can stop cleanly).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureWebBuild, root } from './web-build.mjs';

if (process.env.SKIP_BUILD !== 'true') ensureWebBuild();

// React and React Router choose their production or development build from NODE_ENV when first
// loaded: `npm start` serves production unless told otherwise (the development build renders a
// page at about half the speed, issue 13).
process.env.NODE_ENV ??= 'production';

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
