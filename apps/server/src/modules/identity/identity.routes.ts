import { codeEnvelope, message } from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import type { WechatOAuthProvider } from '../../platform/oauth/wechat.ts';
import type { WechatMpProvider } from '../../platform/oauth/wechat-mp.ts';
import type { WechatOfficialAccount } from '../../platform/oauth/wechat-official-account.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import { accountRoutes } from './account.routes.ts';
import { type LicencesOf, noLicences, type OnUserCreated } from './accounts.ts';
import { type PromoterDirectory, personalCentreRoutes } from './personal-centre.routes.ts';
import { type CaptchaSettings, DEFAULT_CAPTCHA_SETTINGS } from './risk-captcha-check.ts';
import { DEFAULT_SMS_SENDING_POLICY, type SmsSendingPolicy } from './sms-sending-policy.ts';
import { subscribeOverseasMerchant } from './subscribe-overseas-merchant.ts';
import { wechatRoutes } from './wechat.routes.ts';
import { wechatMpRoutes } from './wechat-mp.routes.ts';
import { wechatMpEventRoutes } from './wechat-mp-events.routes.ts';

// The address is checked by the operation so that its failures carry the spec's own words.
const subscribeBody = z.object({
  email: z.string().max(320).default(''),
  origin: z.literal(1),
});

/** The identity module's calls (spec §7 User). */
export interface IdentityRoutesOptions {
  db: Db;
  /** The SMS gateway (a real provider, or the sandbox's outbox). */
  sms: SmsProvider;
  /** The site's public origin. */
  publicUrl: PublicUrl;
  /** A user's licences for the user info; the mall supplies them (none until it does). */
  licencesOf?: LicencesOf;
  /** The referral programme's promoters, kept by the partner module. */
  promoters: PromoterDirectory;
  /** Told when an account is created (the mall's trial and welcome coupons). */
  onUserCreated?: OnUserCreated;
  /** Whether an SMS send needs a passed slide puzzle first (default true). */
  requireSlideForSms?: boolean;
  /** Which numbers are texted and how many an hour; DEFAULT_SMS_SENDING_POLICY by default. */
  smsPolicy?: SmsSendingPolicy | undefined;
  /** The check before SMS sends (the provider's captcha or the puzzle); DEFAULT_CAPTCHA_SETTINGS (the puzzle) by default. */
  captcha?: CaptchaSettings | undefined;
  /** WeChat website login; without it WeChat login is switched off and its calls refuse. */
  wechat: WechatOAuthProvider | undefined;
  /** WeChat's official account (QR codes to follow it); without it following is switched off. */
  wechatMp: WechatMpProvider | undefined;
  /** The real official account's event pushes (POST /wechat/mp/event), signed with its token. */
  wechatMpEvents?: { officialAccount: WechatOfficialAccount; token: string } | undefined;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (app, options) => {
  const { db } = options;
  const licencesOf = options.licencesOf ?? noLicences;
  await app.register(accountRoutes, {
    db,
    sms: options.sms,
    licencesOf,
    onUserCreated: options.onUserCreated,
    requireSlideForSms: options.requireSlideForSms ?? true,
    smsPolicy: options.smsPolicy ?? DEFAULT_SMS_SENDING_POLICY,
    captcha: options.captcha ?? DEFAULT_CAPTCHA_SETTINGS,
  });
  await app.register(wechatRoutes, {
    db,
    wechat: options.wechat,
    licencesOf,
    onUserCreated: options.onUserCreated,
  });
  await app.register(personalCentreRoutes, { db, licencesOf, promoters: options.promoters });
  await app.register(wechatMpRoutes, { db, wechatMp: options.wechatMp, publicUrl: options.publicUrl });
  if (options.wechatMpEvents) await app.register(wechatMpEventRoutes, { db, ...options.wechatMpEvents });

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
      data: await subscribeOverseasMerchant(db, { ...request.body, language: request.language, ip: request.ip }),
      msg: message(request.language, 'submitted'),
    }),
  );
};
