import { fenToYuanText, type Language, message } from '@tallybook/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseCrossSite } from '../http/cross-site.ts';
import { requestLanguage } from '../http/language.ts';
import type { PublicUrl } from '../http/public-url.ts';
import { acceptUrlEncodedForms } from '../http/url-encoded-forms.ts';
import {
  SANDBOX_DECISIONS,
  SANDBOX_PAY_PATH,
  type SandboxDecision,
  type SandboxGateway,
  type SandboxPaymentClaims,
  SandboxTokenRejected,
} from './sandbox-gateway.ts';

const MERCHANT = 'Tallybook';

/** The sandbox page's texts, from the one message catalogue (decision 0015). */
const textsOf = (language: Language) => ({
  title: message(language, 'sandboxPayTitle'),
  testMode: message(language, 'sandboxPayTestMode'),
  explain: message(language, 'sandboxPayExplain'),
  merchant: message(language, 'sandboxPayMerchant'),
  item: message(language, 'sandboxPayItem'),
  tradeNo: message(language, 'sandboxPayTradeNo'),
  amount: message(language, 'sandboxPayAmount'),
  decisions: {
    pay: message(language, 'sandboxPayDecisionPay'),
    fail: message(language, 'sandboxPayDecisionFail'),
    cancel: message(language, 'sandboxPayDecisionCancel'),
  } satisfies Record<SandboxDecision, string>,
  linkRefused: message(language, 'sandboxPayLinkRefused'),
});

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f5; color: #1a1a1a; }
  main { max-width: 440px; margin: 32px auto; padding: 24px; background: #fff; border-radius: 12px; }
  .badge { display: inline-block; background: #7a4b00; color: #fff; border-radius: 4px; padding: 2px 8px; font-size: 13px; font-weight: 600; }
  h1 { font-size: 22px; margin: 12px 0 4px; }
  p { color: #444; font-size: 14px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 16px 0; }
  dt { color: #555; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 28px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { border: 0; border-radius: 6px; padding: 10px 22px; font-size: 16px; cursor: pointer; color: #fff; }
  .pay { background: #0b6e3b; } .fail { background: #a4262c; } .cancel { background: #4a4a4a; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
`;

function page(language: Language, nonce: string, content: string): string {
  const texts = textsOf(language);
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)} · ${MERCHANT}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  <h1>${escapeHtml(texts.title)}</h1>
  <p>${escapeHtml(texts.testMode)}</p>
${content}
</main>
</body>
</html>`;
}

function payPage(language: Language, nonce: string, token: string, claims: SandboxPaymentClaims): string {
  const texts = textsOf(language);
  const buttons = SANDBOX_DECISIONS.map(
    (decision) =>
      `<button type="submit" name="decision" value="${decision}" class="${decision}" data-testid="sandbox-${decision}">${escapeHtml(texts.decisions[decision])}</button>`,
  ).join('\n      ');
  return page(
    language,
    nonce,
    `  <dl>
    <dt>${escapeHtml(texts.merchant)}</dt><dd>${MERCHANT}</dd>
    <dt>${escapeHtml(texts.item)}</dt><dd>${escapeHtml(claims.description)}</dd>
    <dt>${escapeHtml(texts.tradeNo)}</dt><dd>${escapeHtml(claims.tradeNo)}</dd>
    <dt>${escapeHtml(texts.amount)}</dt><dd class="amount" data-testid="sandbox-amount">¥${fenToYuanText(claims.amountFen)}</dd>
  </dl>
  <p id="explain">${escapeHtml(texts.explain)}</p>
  <form method="post" action="${SANDBOX_PAY_PATH}" aria-describedby="explain">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <div class="actions">
      ${buttons}
    </div>
  </form>`,
  );
}

function refusedPage(reply: FastifyReply, language: Language): FastifyReply {
  const body = page(
    language,
    reply.raw.cspNonce ?? '',
    `  <p role="alert">${escapeHtml(textsOf(language).linkRefused)}</p>`,
  );
  return reply.status(400).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

const payQuery = z.object({ token: z.string().max(8192).default('') });
const decisionBody = z.object({ token: z.string().max(8192), decision: z.enum(SANDBOX_DECISIONS) });

export interface SandboxGatewayRoutesOptions {
  gateway: SandboxGateway;
  /** The site's public origin, against which a relative notify address is resolved. */
  publicUrl: PublicUrl;
}

/**
 * The sandbox gateway's hosted page (decision 0012): GET shows the payment with Pay / Fail / Cancel,
 * POST sends the signed notification and a 303 back to the merchant's return address.
 * Mount it only when some pay type falls back to the sandbox (`PaymentProviders.sandboxMounted`).
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<SandboxGatewayRoutesOptions> = async (
  app,
  { gateway, publicUrl },
) => {
  // The page's form posts url-encoded fields (only within this plugin).
  acceptUrlEncodedForms(app);
  app.addHook('onClose', async () => gateway.close());
  const tags = ['sandbox'];

  app.get(
    SANDBOX_PAY_PATH,
    { schema: { tags, summary: 'Payment sandbox: the hosted payment page (HTML)', querystring: payQuery } },
    async (request, reply) => {
      const language = requestLanguage(request);
      let claims: SandboxPaymentClaims;
      try {
        claims = gateway.readToken(request.query.token);
      } catch (error) {
        if (error instanceof SandboxTokenRejected) return refusedPage(reply, language);
        throw error;
      }
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(payPage(language, reply.raw.cspNonce ?? '', request.query.token, claims));
    },
  );

  app.post(
    SANDBOX_PAY_PATH,
    {
      preHandler: refuseCrossSite,
      schema: {
        tags,
        summary: 'Payment sandbox: the payer decides; a signed notification, then a 303 to the return address',
        body: decisionBody,
      },
    },
    async (request, reply) => {
      try {
        const result = await gateway.decide(request.body.token, request.body.decision, publicUrl());
        reply.header('cache-control', 'no-store');
        return reply.redirect(result.redirectUrl, 303);
      } catch (error) {
        if (error instanceof SandboxTokenRejected) return refusedPage(reply, requestLanguage(request));
        throw error;
      }
    },
  );
};
