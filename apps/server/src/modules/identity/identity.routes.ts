import { codeEnvelope, message } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { sandboxWechatProvider, type WechatOAuthProvider } from '../../platform/oauth/wechat.ts';
import { sandboxWechatMpProvider, type WechatMpProvider } from '../../platform/oauth/wechat-mp.ts';
import { wechatMpSandboxRoutes } from '../../platform/oauth/wechat-mp-sandbox.routes.ts';
import { wechatSandboxRoutes } from '../../platform/oauth/wechat-sandbox.routes.ts';
import { type SmsProvider, sandboxSmsProvider } from '../../platform/sms/sms-provider.ts';
import { accountRoutes } from './account.routes.ts';
import { type LicencesOf, noLicences, type OnUserCreated } from './accounts.ts';
import { recordFollow } from './follow-official-account.ts';
import { personalCentreRoutes } from './personal-centre.routes.ts';
import { subscribeOverseasMerchant } from './subscribe-overseas-merchant.ts';
import { wechatRoutes } from './wechat.routes.ts';
import { wechatMpRoutes } from './wechat-mp.routes.ts';

// The address is checked by the operation so that its failures carry the spec's own words.
const subscribeBody = z.object({
  email: z.string().max(320).default(''),
  origin: z.literal(1),
});

/** The identity module's calls (spec §7 User). */
export interface IdentityRoutesOptions {
  db: Database;
  /** The back office's token (GET /admin/api/sms/outbox). */
  adminToken?: string | undefined;
  /** The SMS gateway; the sandbox (an outbox table) by default. */
  sms?: SmsProvider;
  /** A user's licences for the user info; the mall supplies them (none until it does). */
  licencesOf?: LicencesOf;
  /** Told when an account is created (the mall's trial and welcome coupons). */
  onUserCreated?: OnUserCreated;
  /** Whether an SMS send needs a passed slide puzzle first (default true). */
  requireSlideForSms?: boolean;
  /**
   * WeChat's OAuth; by default the built-in sandbox, whose authorisation page
   * (GET/POST /sandbox/wechat/authorize) is then served too.
   */
  wechat?: WechatOAuthProvider;
  /**
   * WeChat's official account (QR codes to follow it); by default the built-in sandbox, whose scan
   * page (GET/POST /sandbox/wechat/mp/scan) is then served too.
   */
  wechatMp?: WechatMpProvider;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const licencesOf = options.licencesOf ?? noLicences;
  await app.register(accountRoutes, {
    db,
    adminToken: options.adminToken,
    sms: options.sms ?? sandboxSmsProvider(db),
    licencesOf,
    onUserCreated: options.onUserCreated,
    requireSlideForSms: options.requireSlideForSms ?? true,
  });
  await app.register(wechatRoutes, {
    db,
    wechat: options.wechat ?? sandboxWechatProvider(db),
    licencesOf,
    onUserCreated: options.onUserCreated,
  });
  if (!options.wechat) await app.register(wechatSandboxRoutes, { db });
  await app.register(personalCentreRoutes, { db, licencesOf });
  await app.register(wechatMpRoutes, { db, wechatMp: options.wechatMp ?? sandboxWechatMpProvider });
  if (!options.wechatMp) {
    await app.register(wechatMpSandboxRoutes, { follow: (sceneId, follower) => recordFollow(db, sceneId, follower) });
  }

  app.post(
    '/servicebook/merchant/overseas/add',
    {
      schema: {
        tags: ['identity'],
        summary: 'Subscribe an overseas merchant’s email (footer subscribe, origin 1)',
        body: subscribeBody,
        response: { 200: codeEnvelope(z.object({ subscribed: z.boolean() })) },
      },
    },
    async (request) => ({
      code: 200,
      data: await subscribeOverseasMerchant(db, { ...request.body, language: request.language }),
      msg: message(request.language, 'submitted'),
    }),
  );
};
