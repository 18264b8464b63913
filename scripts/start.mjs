// `npm start`: builds the web app and the server when needed, then runs the server in this same
// process (so Ctrl-C reaches it directly and it can stop cleanly).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverBuildDir } from './server-build.mjs';
import { ensureWebBuild, root } from './web-build.mjs';

if (process.env.SKIP_BUILD !== 'true') {
  ensureWebBuild();
  ensureServerBuild();
}

// React and React Router choose their production or development build from NODE_ENV when first
// loaded: `npm start` serves production unless told otherwise (the development build renders a
// page at about half the speed, issue 13).
process.env.NODE_ENV ??= 'production';

// The built server is plain JavaScript (decision 0029); without a build (SKIP_BUILD=true on a
// checkout that never built the server) the sources run through tsx as before.
const builtServer = path.join(serverBuildDir, 'main.js');
if (existsSync(builtServer)) {
  await import(pathToFileURL(builtServer).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);
}
