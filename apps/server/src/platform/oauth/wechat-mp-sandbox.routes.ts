import { WECHAT_MP_SCAN_PATH } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseCrossSite } from '../http/cross-site.ts';
import { acceptUrlEncodedForms } from '../http/url-encoded-forms.ts';
import type { WechatMpFollower, WechatMpFollowOutcome } from './wechat-mp.ts';
import { escapeHtml, SANDBOX_WECHAT_PERSONS } from './wechat-sandbox.routes.ts';

/** The official account's openid of a sandbox person (an official account has openids of its own). */
export const sandboxMpFollower = (index: number): WechatMpFollower => {
  const person = SANDBOX_WECHAT_PERSONS[index];
  if (!person) throw new RangeError(`no sandbox person ${index + 1}`);
  return { openid: person.openid.replace('sandbox-openid-', 'sandbox-mp-openid-'), unionid: person.unionid };
};

const scanQuery = z.object({ scene: z.string().max(64).default('') });
const followBody = z.object({ person: z.string().max(16).default('') });

const OUTCOMES: Readonly<Record<WechatMpFollowOutcome, { status: number; title: string; text: string }>> = {
  followed: { status: 200, title: 'Followed', text: 'You now follow Tallybook. You can go back to the website.' },
  used: { status: 409, title: 'Already used', text: 'This QR code has been scanned already. Show a new one.' },
  expired: { status: 410, title: 'Expired', text: 'This QR code has expired. Show a new one on the website.' },
  unknown: { status: 404, title: 'Not found', text: 'This QR code is not one of ours.' },
};

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · WeChat sandbox</title>
<style nonce="${escapeHtml(nonce)}">
  body { margin: 0; font-family: system-ui, sans-serif; background: #ededed; color: #191919; }
  main { max-width: 420px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { color: #555; font-size: 14px; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: flex; align-items: center; gap: 12px; padding: 10px 0; border-bottom: 1px solid #eee; }
  li span { flex: 1; }
  img { border-radius: 8px; }
  button { background: #07c160; color: #fff; border: 0; border-radius: 6px; padding: 8px 18px; font-size: 15px; cursor: pointer; }
  .badge { display: inline-block; background: #7a4b00; color: #fff; border-radius: 4px; padding: 2px 8px; font-size: 13px; font-weight: 600; }
  button:focus-visible { outline: 3px solid #191919; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  <p role="note">Test mode: this page stands in for WeChat on a demo server; anyone may choose any person here. A live server (SANDBOX=false) has no such page.</p>
${body}
</main>
</body>
</html>`;
}

function scanPage(nonce: string, scene: string): string {
  const action = escapeHtml(`${WECHAT_MP_SCAN_PATH}?${new URLSearchParams({ scene })}`);
  const persons = SANDBOX_WECHAT_PERSONS.map(
    (person, index) => `
      <li>
        <img src="${escapeHtml(person.avatar)}" alt="" width="48" height="48">
        <span id="person-${index + 1}">${escapeHtml(person.nickname)}</span>
        <button type="submit" name="person" value="${index + 1}" aria-describedby="person-${index + 1}" data-testid="wechat-follow-${index + 1}">Follow</button>
      </li>`,
  ).join('');
  return page(
    nonce,
    'Follow Tallybook',
    `<h1>Tallybook official account</h1>
  <p>You scanned the QR code of Tallybook's WeChat official account. This page plays WeChat in test mode: choose who you are and follow.</p>
  <form method="post" action="${action}">
    <ul>${persons}
    </ul>
  </form>`,
  );
}

export interface WechatMpSandboxRoutesOptions {
  /** Records that a person scanned the scene's QR code and followed (identity's follow-official-account). */
  follow(sceneId: string, follower: WechatMpFollower): Promise<WechatMpFollowOutcome>;
}

/**
 * The built-in sandbox of the official account: the page a QR code of GET /wechat/mp/qrcode opens,
 * where a demo person follows. Following tells the server the scene and the person, as WeChat's
 * event push would.
 */
export const wechatMpSandboxRoutes: FastifyPluginAsyncZod<WechatMpSandboxRoutesOptions> = async (app, { follow }) => {
  // The page's form posts url-encoded fields (only within this plugin).
  acceptUrlEncodedForms(app);
  const tags = ['sandbox'];

  app.get(
    WECHAT_MP_SCAN_PATH,
    {
      schema: {
        tags,
        summary: 'WeChat sandbox: what a phone shows after scanning an official-account QR code (HTML)',
        querystring: scanQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(scanPage(reply.raw.cspNonce ?? '', request.query.scene));
    },
  );

  app.post(
    WECHAT_MP_SCAN_PATH,
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'WeChat sandbox: a demo person follows; the scene is told (HTML: 200, or 404, 409, 410)',
        querystring: scanQuery,
        body: followBody,
      },
    },
    async (request, reply) => {
      const index = /^[1-9]$/.test(request.body.person) ? Number(request.body.person) - 1 : -1;
      if (!SANDBOX_WECHAT_PERSONS[index]) {
        reply.status(400);
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              reply.raw.cspNonce ?? '',
              'Choose a person',
              '<h1>Choose a person</h1><p>Go back and choose who you are.</p>',
            ),
          );
      }
      const outcome = OUTCOMES[await follow(request.query.scene, sandboxMpFollower(index))];
      reply.header('cache-control', 'no-store').status(outcome.status);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            reply.raw.cspNonce ?? '',
            outcome.title,
            `<h1 data-testid="wechat-follow-outcome">${escapeHtml(outcome.title)}</h1><p>${escapeHtml(outcome.text)}</p>`,
          ),
        );
    },
  );
};
