import { createHash, randomBytes } from 'node:crypto';
import { NICKNAME_MAX_LENGTH, WECHAT_AUTHORIZE_PATH, WECHAT_SANDBOX_APP_ID, WECHAT_SCOPES } from '@tallybook/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { refuseCrossSite } from '../http/cross-site.ts';
import { AppError } from '../http/envelope.ts';
import { acceptUrlEncodedForms } from '../http/url-encoded-forms.ts';
import { issueSandboxCode, purgeSandboxCodes, type WechatProfile } from './wechat.ts';

/** An avatar as WeChat would give one: here a coloured square with the person's first character. */
function avatarOf(letter: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="10" fill="${colour}"/><text x="32" y="43" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#fff">${escapeHtml(letter)}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The demo WeChat persons of the sandbox, always the same (tests and demos can rely on them). */
export const SANDBOX_WECHAT_PERSONS: readonly WechatProfile[] = [
  {
    openid: 'sandbox-openid-1',
    unionid: 'sandbox-unionid-1',
    nickname: '微信用户·阿明 / Ming',
    avatar: avatarOf('明', '#07c160'),
  },
  {
    openid: 'sandbox-openid-2',
    unionid: 'sandbox-unionid-2',
    nickname: '微信用户·小林 / Lin',
    avatar: avatarOf('林', '#1989fa'),
  },
  {
    openid: 'sandbox-openid-3',
    unionid: 'sandbox-unionid-3',
    nickname: '微信用户·Sara',
    avatar: avatarOf('S', '#ee6723'),
  },
];

const NEW_PERSON_COLOURS = ['#07c160', '#1989fa', '#ee6723', '#7232dd', '#d4237a'];
const DEFAULT_NICKNAME = '微信用户';
const PURGE_CHANCE = 0.02;

/**
 * Another WeChat person, by the nickname typed on the page: the same nickname is the same person
 * (so a tester can come back as them); a blank one is someone new every time.
 */
function newPerson(nickname: string): WechatProfile {
  const typed = Array.from(nickname.trim()).slice(0, NICKNAME_MAX_LENGTH).join('');
  const name = typed || DEFAULT_NICKNAME;
  const id = typed
    ? createHash('sha256').update(`sandbox-person:${typed}`).digest('base64url').slice(0, 16)
    : randomBytes(12).toString('base64url');
  const colour = NEW_PERSON_COLOURS[id.charCodeAt(0) % NEW_PERSON_COLOURS.length] as string;
  return {
    openid: `sandbox-openid-${id}`,
    unionid: `sandbox-unionid-${id}`,
    nickname: name,
    avatar: avatarOf(Array.from(name)[0] ?? 'W', colour),
  };
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const authorizeQuery = z.object({
  appid: z.string().max(128).default(''),
  redirect_uri: z.string().max(2048).default(''),
  response_type: z.string().max(32).optional(),
  scope: z.enum(WECHAT_SCOPES).default('snsapi_login'),
  state: z.string().max(256).default(''),
});
type AuthorizeQuery = z.output<typeof authorizeQuery>;

const allowBody = z.object({
  /** "1", "2" or "3" for a demo person, "new" for a new one. */
  person: z.string().max(16).default(''),
  nickname: z.string().max(200).default(''),
});

/**
 * Where WeChat may send the browser back: a path of this site ("/..."), or an http(s) address on the
 * host the request came to. Anything else is refused (an open redirect would hand codes to others).
 */
function readRedirect(request: FastifyRequest, raw: string): { url: URL; relative: boolean } {
  const refused = new AppError(400, 'wechatRedirectRefused');
  const relative = raw.startsWith('/') && !raw.startsWith('//');
  let url: URL;
  try {
    url = new URL(raw, `http://${request.host}`);
  } catch {
    throw refused;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused;
  if (url.host.toLowerCase() !== request.host.toLowerCase()) throw refused;
  if (!relative && !/^https?:\/\//i.test(raw)) throw refused;
  return { url, relative };
}

/** The address WeChat sends the browser back to: redirect_uri's own query plus code and state. */
function redirectWithCode(request: FastifyRequest, query: AuthorizeQuery, code: string): string {
  const { url, relative } = readRedirect(request, query.redirect_uri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', query.state);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function checkRequest(request: FastifyRequest, query: AuthorizeQuery): void {
  if (query.appid !== WECHAT_SANDBOX_APP_ID) {
    throw new AppError(400, 'badRequest', { detail: `appid must be ${WECHAT_SANDBOX_APP_ID}` });
  }
  readRedirect(request, query.redirect_uri);
}

function authorizePage(query: AuthorizeQuery, nonce: string): string {
  const fields = Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const action = escapeHtml(`${WECHAT_AUTHORIZE_PATH}?${new URLSearchParams(fields)}`);
  const persons = SANDBOX_WECHAT_PERSONS.map(
    (person, index) => `
      <li>
        <img src="${escapeHtml(person.avatar)}" alt="" width="48" height="48">
        <span id="person-${index + 1}">${escapeHtml(person.nickname)}</span>
        <button type="submit" name="person" value="${index + 1}" aria-describedby="person-${index + 1}" data-testid="wechat-allow-${index + 1}">Allow</button>
      </li>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>WeChat sandbox</title>
<style nonce="${escapeHtml(nonce)}">
  body { margin: 0; font-family: system-ui, sans-serif; background: #ededed; color: #191919; }
  main { max-width: 420px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  p { color: #555; font-size: 14px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: flex; align-items: center; gap: 12px; padding: 10px 0; border-bottom: 1px solid #eee; }
  li span { flex: 1; }
  img { border-radius: 8px; }
  label { display: block; font-size: 14px; margin-bottom: 4px; }
  input { box-sizing: border-box; width: 100%; padding: 8px; font-size: 16px; margin-bottom: 12px; }
  button { background: #07c160; color: #fff; border: 0; border-radius: 6px; padding: 8px 18px; font-size: 15px; cursor: pointer; }
  .badge { display: inline-block; background: #7a4b00; color: #fff; border-radius: 4px; padding: 2px 8px; font-size: 13px; font-weight: 600; }
  button:focus-visible { outline: 3px solid #191919; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  <p role="note">Test mode: this page stands in for WeChat on a demo server; anyone may choose any person here. A live server (SANDBOX=false) has no such page.</p>
  <h1>WeChat sandbox</h1>
  <p>The app <strong>${escapeHtml(query.appid)}</strong> asks to log you in with WeChat (scope ${escapeHtml(query.scope)}). This page plays WeChat's authorisation page in test mode: choose who you are.</p>
  <form method="post" action="${action}">
    <ul>${persons}
    </ul>
  </form>
  <form method="post" action="${action}">
    <h2>A new WeChat person</h2>
    <p>The same nickname is the same person; leave it blank for someone new.</p>
    <label for="nickname">Nickname</label>
    <input id="nickname" name="nickname" maxlength="${NICKNAME_MAX_LENGTH}" autocomplete="off" placeholder="${DEFAULT_NICKNAME}">
    <input type="hidden" name="person" value="new">
    <button type="submit" data-testid="wechat-allow-new">Allow</button>
  </form>
</main>
</body>
</html>`;
}

export interface WechatSandboxRoutesOptions {
  db: Database;
}

/**
 * The built-in WeChat sandbox's authorisation page (WeChat's test mode): GET shows the demo persons
 * and a form for a new one, POST issues a one-time code and sends the browser back to redirect_uri
 * with code and state. With scope snsapi_base (silent) GET sends the first person back at once.
 */
export const wechatSandboxRoutes: FastifyPluginAsyncZod<WechatSandboxRoutesOptions> = async (app, { db }) => {
  // The page's form posts url-encoded fields (only within this plugin).
  acceptUrlEncodedForms(app);
  const tags = ['sandbox'];

  app.get(
    WECHAT_AUTHORIZE_PATH,
    {
      schema: {
        tags,
        summary: 'WeChat sandbox: the authorisation page (HTML); with scope snsapi_base a redirect at once',
        querystring: authorizeQuery,
      },
    },
    async (request, reply) => {
      checkRequest(request, request.query);
      reply.header('cache-control', 'no-store');
      if (request.query.scope === 'snsapi_base') {
        const code = await issueSandboxCode(db, SANDBOX_WECHAT_PERSONS[0] as WechatProfile);
        return reply.redirect(redirectWithCode(request, request.query, code), 302);
      }
      return reply.type('text/html; charset=utf-8').send(authorizePage(request.query, reply.raw.cspNonce ?? ''));
    },
  );

  app.post(
    WECHAT_AUTHORIZE_PATH,
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'WeChat sandbox: a person allows; a one-time code (5 minutes) and a 302 to redirect_uri',
        querystring: authorizeQuery,
        body: allowBody,
      },
    },
    async (request, reply) => {
      checkRequest(request, request.query);
      const { person, nickname } = request.body;
      const profile = person === 'new' ? newPerson(nickname) : SANDBOX_WECHAT_PERSONS[Number(person) - 1];
      if (!profile || !/^[1-9]$|^new$/.test(person)) {
        throw new AppError(400, 'badRequest', { detail: 'person must be 1, 2, 3 or new' });
      }
      if (Math.random() < PURGE_CHANCE) await purgeSandboxCodes(db);
      const code = await issueSandboxCode(db, profile);
      reply.header('cache-control', 'no-store');
      return reply.redirect(redirectWithCode(request, request.query, code), 302);
    },
  );
};
