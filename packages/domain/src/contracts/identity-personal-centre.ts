import { z } from 'zod';
import { WECHAT_MP_SCENE_STATES } from '../rules/accounts.ts';
import { GUIDE_STEPS } from '../rules/onboarding-guide.ts';
import { MAX_PHONE_INPUT_LENGTH } from '../rules/phone.ts';
import { codeEnvelope, type EnvelopeData } from './envelope.ts';
import { licenceInfo } from './identity.ts';

/**
 * The personal centre's identity calls (spec §3, §7 User): licence info, a new phone, joining as a
 * promoter, the onboarding guide and following the WeChat official account. As in identity.ts, text
 * fields are loose strings that the server checks so that failures carry the spec's own messages.
 */
const text = (max: number) => z.string().max(max);
const phone = text(MAX_PHONE_INPUT_LENGTH).default('');

/** GET /license/info?serviceCode=&userName= : the logged-in user's licence entries (of one service code). */
export const licenceInfoQuery = z.object({
  /** One of LICENCE_SERVICE_CODES; empty for every licence of the user. */
  serviceCode: text(32).default(''),
  /** When given, the logged-in user's phone (any other is refused). */
  userName: text(MAX_PHONE_INPUT_LENGTH).default(''),
});
export const licenceInfoResponse = codeEnvelope(z.array(licenceInfo));

/**
 * POST /user/phone/bind: the new phone and an SMS code (purpose bind) sent to it. Passwords are
 * transformed with the phone (spec §5), so an account with a password sends it twice: transformed
 * with the current phone (`password`, checked) and with the new one (`newPhonePassword`, stored).
 */
export const phoneBindBody = z.object({
  phone,
  code: text(16).default(''),
  password: text(128).optional(),
  newPhonePassword: text(128).optional(),
});
export type PhoneBindBody = z.input<typeof phoneBindBody>;

/** spec §3 Promoter: nickname and referral code. */
export const promoter = z.object({ nickname: z.string(), referralCode: z.string(), joinedAt: z.string() });
export type Promoter = z.infer<typeof promoter>;

/** POST /promoter/pc/add: joins the logged-in user as a promoter from the PC site (once). */
export const promoterJoinBody = z.object({ nickname: text(200).default('') });
export type PromoterJoinBody = z.input<typeof promoterJoinBody>;
/** `created` is false when the user had joined before (the same promoter is answered). */
export const promoterJoinResponse = codeEnvelope(promoter.extend({ created: z.boolean() }));
export type PromoterJoined = EnvelopeData<typeof promoterJoinResponse>;
/** GET /promoter/pc/info: the logged-in user's promoter record, null before joining. */
export const promoterInfoResponse = codeEnvelope(promoter.nullable());

/** POST /webzhj/guide/cfg: with a key, marks that step done (or not, with done false); always the whole map. */
export const guideConfigBody = z.object({ key: text(64).optional(), done: z.boolean().optional() }).optional();
export type GuideConfigBody = z.input<typeof guideConfigBody>;
export const guideProgress = z.object(
  Object.fromEntries(GUIDE_STEPS.map((step) => [step, z.boolean()])) as Record<
    (typeof GUIDE_STEPS)[number],
    z.ZodBoolean
  >,
);
export const guideConfigResponse = codeEnvelope(guideProgress);

/** GET /wechat/mp/qrcode: a one-time scene of the logged-in user and the URL its QR code encodes. */
export const wechatMpQrcode = z.object({
  sceneId: z.string(),
  qrUrl: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
});
export type WechatMpQrcode = z.infer<typeof wechatMpQrcode>;
export const wechatMpQrcodeResponse = codeEnvelope(wechatMpQrcode);

/** GET /wechat/mp/subscribe?sceneId= : whether the scene was scanned and followed, and by which openid. */
export const wechatMpSubscribeQuery = z.object({ sceneId: text(64).default('') });
export const wechatMpSubscription = z.object({
  sceneId: z.string(),
  state: z.enum(WECHAT_MP_SCENE_STATES),
  subscribed: z.boolean(),
  openid: z.string().nullable(),
  subscribedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type WechatMpSubscription = z.infer<typeof wechatMpSubscription>;
export const wechatMpSubscribeResponse = codeEnvelope(wechatMpSubscription);
