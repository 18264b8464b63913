import { z } from 'zod';
import { SMS_PURPOSES } from '../rules/accounts.ts';
import { MAX_CLICK_TOKEN_LENGTH } from '../rules/ad-conversions.ts';
import { MAX_PHONE_INPUT_LENGTH } from '../rules/phone.ts';
import { SLIDE_TRACK } from '../rules/slide-track.ts';
import { codeEnvelope, type EnvelopeData } from './envelope.ts';

/**
 * Requests and answers of the identity calls (spec §3, §7 User), mounted as api-paths.md gives them.
 * Fields are loose strings here: the server checks them with the rules of `rules/phone.ts` so that a
 * failure answers the spec's own message (phone number cannot be empty, ...) in the caller's language.
 * Passwords are always the result of `transformPassword(phone, password)`, never the typed text.
 */
const text = (max: number) => z.string().max(max);
const phone = text(MAX_PHONE_INPUT_LENGTH).default('');
const code = text(16).default('');
/** A transformed password: 64 lowercase hex characters (checked by the server). */
const transformedPassword = text(128).default('');

/** spec §3: Login/register payload (utmTerm, pack_origin, origin, deviceCode from the session keywords). */
const attribution = {
  utmTerm: text(200).optional(),
  pack_origin: text(64).optional(),
  origin: z.coerce.number().int().min(0).max(99_999).optional(),
  deviceCode: text(128).optional(),
  /** A partner's or promoter's referral code the visit came with (partner=): the new merchant becomes its customer. */
  promoterCode: text(16).optional(),
  /** The campaign, invite and ad click the visit came with (issue 16): the merchant's attribution record. */
  utmSource: text(64).optional(),
  utmMedium: text(64).optional(),
  utmCampaign: text(200).optional(),
  utmContent: text(200).optional(),
  inviteCode: text(16).optional(),
  /** The invite programme the link named (decision 0046): an unknown one binds no inviter, never fails the registration. */
  inviteProgramme: text(16).optional(),
  adClickToken: text(MAX_CLICK_TOKEN_LENGTH).optional(),
};

/** GET /webzhj/login/vcode: send an SMS verification code (a signed call). */
export const sendSmsCodeQuery = z.object({
  phone,
  purpose: z.enum(SMS_PURPOSES).default('login'),
  timestamp: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  nonce: text(16),
  signature: text(128),
  /** The token of a passed slide puzzle (POST /webzhj/slidevalid), when the server asks for one. */
  slideToken: text(128).optional(),
});
export type SendSmsCodeQuery = z.input<typeof sendSmsCodeQuery>;
export const sendSmsCodeResponse = codeEnvelope(z.object({ sent: z.literal(true), expiresInSeconds: z.number() }));
export type SmsCodeSent = EnvelopeData<typeof sendSmsCodeResponse>;

/** POST /webzhj/regist */
export const registerBody = z.object({
  phone,
  password: transformedPassword,
  code,
  auth_code: text(16).optional(),
  ...attribution,
});
export type RegisterBody = z.input<typeof registerBody>;

/** POST /webzhj/official/weblogin: phone and transformed password; a captcha after 3 failures. */
export const passwordLoginBody = z.object({
  phone,
  password: transformedPassword,
  /** The graphic captcha's answer and id (GET /webzhj/authcode), when the server asked for them. */
  auth_code: text(16).optional(),
  captchaId: text(64).optional(),
});
export type PasswordLoginBody = z.input<typeof passwordLoginBody>;

/** POST /webzhj/vcode: log in with an SMS code; an unknown phone gets a new account. */
export const smsLoginBody = z.object({ phone, code, ...attribution });
export type SmsLoginBody = z.input<typeof smsLoginBody>;

/** GET /webzhj/phone/exist */
export const phoneExistQuery = z.object({ phone });
export const phoneExistResponse = codeEnvelope(z.object({ exist: z.boolean() }));

/** POST /webzhj/phone/passwordreset: a forgotten password, with an SMS code of purpose "reset". */
export const phonePasswordResetBody = z.object({ phone, code, newPassword: transformedPassword });
export type PhonePasswordResetBody = z.input<typeof phonePasswordResetBody>;

/**
 * POST /webzhj/passwordreset: logged in, both passwords transformed with the account's phone. An
 * account made through WeChat or by an SMS login has no password yet: its first one comes without an
 * old one (empty), and from then on the old one is required.
 */
export const passwordChangeBody = z.object({ oldPassword: transformedPassword, newPassword: transformedPassword });
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** spec §3: Licence info entries. */
export const licenceInfo = z.object({
  serviceType: z.string(),
  expired: z.boolean(),
  typeCode: z.string(),
  subscribeType: z.number().int(),
});
export type LicenceInfo = z.infer<typeof licenceInfo>;

/** spec §3: User info. */
export const userInfo = z.object({
  phone: z.string(),
  phoneHide: z.string(),
  kdUid: z.string(),
  /** A bearer token of this login (POST /webzhj/engine sid, GET /api/addCookieToClient token). */
  kdToken: z.string(),
  nickname: z.string().nullable(),
  /** 1 when an unexpired paying licence exists, else 0. */
  userType: z.union([z.literal(0), z.literal(1)]),
  isXHBuyout: z.boolean(),
  isZHJBuyout: z.boolean(),
  licences: z.array(licenceInfo),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;
export const userInfoResponse = codeEnvelope(userInfo);

/** POST /webzhj/info */
export const updateUserInfoBody = z.object({ nickname: text(200).default('') });
export type UpdateUserInfoBody = z.input<typeof updateUserInfoBody>;

/** POST /webzhj/engine: spec §7, head cmd 101, sub 2, ver 6 and a body sid (the kdToken). */
export const engineBody = z.object({
  head: z.object({ cmd: z.literal(101), sub: z.literal(2), ver: z.literal(6) }),
  body: z.object({ sid: text(256).default('') }),
});
export type EngineBody = z.input<typeof engineBody>;

/** POST /webzhj/login/token: renews the session of the cookie (new token, new expiry). */
export const loginTokenBody = z.object({}).optional();

/** GET /api/addCookieToClient?token=<kdToken>: turns a token into this browser's session cookie. */
export const addCookieQuery = z.object({ token: text(256).default('') });

/** GET /webzhj/authcode: a graphic captcha. */
export const captchaResponse = codeEnvelope(
  z.object({ captchaId: z.string(), svg: z.string(), expiresInSeconds: z.number() }),
);
export type Captcha = EnvelopeData<typeof captchaResponse>;

export const loggedOutResponse = codeEnvelope(z.object({ loggedOut: z.boolean() }));
export type LoggedOut = EnvelopeData<typeof loggedOutResponse>;
export const okResponse = codeEnvelope(z.object({ ok: z.literal(true) }));
export type OkAnswer = EnvelopeData<typeof okResponse>;

/** GET /admin/api/sms/outbox?phone= : what the sandbox SMS provider "sent". */
export const smsOutboxQuery = z.object({ phone: text(MAX_PHONE_INPUT_LENGTH).optional() });
export const smsOutboxEntry = z.object({
  id: z.number().int(),
  phone: z.string(),
  purpose: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export const smsOutboxResponse = codeEnvelope(z.array(smsOutboxEntry));

/** GET /webzhj/slidevalid: a slide puzzle (PNG data URLs); the piece's x stays on the server. */
export const slideChallengeResponse = codeEnvelope(
  z.object({
    challengeId: z.string(),
    background: z.string(),
    piece: z.string(),
    pieceY: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    expiresInSeconds: z.number(),
    /** A proof-of-work challenge (ALTCHA) the page solves in the background before it answers. */
    pow: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().optional() }),
  }),
);

const trackCoordinate = z.number().finite().min(-100_000).max(100_000);

/**
 * POST /webzhj/slidevalid: where the piece was dropped (its left edge, in px of the picture), the
 * drag that took it there, and the solved proof of work of this puzzle.
 */
export const slideAnswerBody = z.object({
  challengeId: text(64).default(''),
  x: z.coerce.number().finite().min(-10_000).max(10_000),
  /** How the piece was moved: by a pointer drag or by the arrow keys. */
  input: z.enum(['pointer', 'keys']).default('pointer'),
  /** The drag: [x, y, t] points, px from its start and ms since it began. */
  track: z
    .array(z.tuple([trackCoordinate, trackCoordinate, z.number().finite().min(0).max(10_000_000)]))
    .max(SLIDE_TRACK.maxPoints)
    .default([]),
  pow: z
    .object({
      challenge: z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string().max(512).optional() }),
      solution: z.object({
        counter: z
          .number()
          .int()
          .min(0)
          .max(2 ** 32),
        derivedKey: z.string().max(256),
        time: z.number().optional(),
      }),
    })
    .optional(),
});
export type SlideAnswerBody = z.input<typeof slideAnswerBody>;
/** A passed puzzle: the token GET /webzhj/login/vcode needs as `slideToken` (one send, within 5 minutes). */
export const slideAnswerResponse = codeEnvelope(z.object({ slideToken: z.string() }));
export type SlideAnswer = EnvelopeData<typeof slideAnswerResponse>;

/**
 * GET /webzhj/captcha: the check the page shows before an SMS send: the provider's risk captcha (its
 * widget, started with this app id) or our slide puzzle (no provider, or the provider unreachable).
 */
export const captchaKindResponse = codeEnvelope(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('puzzle') }),
    z.object({ kind: z.literal('tencent'), appId: z.string() }),
  ]),
);
export type CaptchaKind = EnvelopeData<typeof captchaKindResponse>;
/** POST /webzhj/captcha: the provider widget's ticket and random string; answers a `slideToken` as a passed puzzle does. */
export const riskCaptchaBody = z.object({ ticket: text(4096).default(''), randstr: text(256).default('') });
export type RiskCaptchaBody = z.input<typeof riskCaptchaBody>;

/** POST /webzhj/login/wechat: the `code` (and `state`) WeChat's authorisation page sent back. */
export const wechatLoginBody = z.object({ code: text(256).default(''), state: text(256).optional() });
export type WechatLoginBody = z.input<typeof wechatLoginBody>;

/**
 * The answer of a WeChat login whose person has no account yet (code `IDENTITY_CODES.wechatBindRequired`,
 * 40001): a token for POST /webzhj/login/wechat/bind (single use, ten minutes) and who WeChat said it is.
 */
export const wechatBindInfo = z.object({ bindToken: z.string(), nickname: z.string(), avatar: z.string() });
export type WechatBindInfo = z.infer<typeof wechatBindInfo>;
/** code 200 with the user info (logged in), or code 40001 with `wechatBindInfo`. */
export const wechatLoginResponse = codeEnvelope(z.union([userInfo, wechatBindInfo]));

/** POST /webzhj/login/wechat/bind: binds the WeChat of `bindToken` to the phone of an SMS code (purpose login). */
export const wechatBindBody = z.object({ bindToken: text(128).default(''), phone, code, ...attribution });
export type WechatBindBody = z.input<typeof wechatBindBody>;

/** GET /user/infowx: whether the logged-in user has a WeChat bound, and its profile. */
export const wechatUserInfo = z.object({
  bound: z.boolean(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type WechatUserInfo = z.infer<typeof wechatUserInfo>;
export const wechatUserInfoResponse = codeEnvelope(wechatUserInfo);
