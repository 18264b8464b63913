import {
  type Captcha,
  type CaptchaKind,
  type GuideProgress,
  type GuideStep,
  isInProductApp,
  type Language,
  type LoggedOut,
  normalizePhone,
  registrationAttribution,
  SLIDE_PUZZLE,
  type SlideAnswer,
  type SlideTrackPoint,
  type SmsCodeSent,
  type SmsPurpose,
  signedParams,
  transformPassword,
  type WechatMpQrcode,
  type WechatMpSubscription,
} from '@tallybook/domain';
import { deviceId } from '../../lib/device';
import { createHttpClient } from '../../lib/http';
import { currentSessionKeywords } from '../../lib/session-keywords';
import type { AccountCall } from './account-call';
import type { SolvedProofOfWork } from './slide-proof-of-work';

/** A slide puzzle as the server sends it (GET /webzhj/slidevalid), with the piece's size. */
export interface SlideChallenge {
  challengeId: string;
  background: string;
  piece: string;
  pieceY: number;
  pieceWidth: number;
  width: number;
  height: number;
  /** The proof of work to solve before answering. */
  pow: unknown;
}

const canonical = (phone: string) => normalizePhone(phone) ?? phone.trim();

/**
 * The attribution a registration carries (spec §4, §5: pack_origin, origin, utmTerm, device code,
 * and the partner's referral code of issue 14 as promoterCode).
 */
export const attribution = () =>
  registrationAttribution({
    keywords: currentSessionKeywords(),
    inPosApp: isInProductApp(navigator.userAgent),
    deviceCode: deviceId(),
  });

/**
 * The bodies of the account forms, made in the browser (spec §5: passwords are transformed with the
 * phone before login, register, reset and change) and posted to the page's action (see account-call).
 */
export const accountCalls = {
  async passwordLogin(phone: string, password: string, captcha?: { id: string; answer: string }): Promise<AccountCall> {
    const normal = canonical(phone);
    return {
      intent: 'password-login',
      body: {
        phone: normal,
        password: await transformPassword(normal, password),
        auth_code: captcha?.answer,
        captchaId: captcha?.id,
      },
    };
  },
  smsLogin(phone: string, code: string): AccountCall {
    // spec §4: an SMS-code login of a new phone registers it, so it carries the attribution too
    return { intent: 'sms-login', body: { phone: canonical(phone), code: code.trim(), ...attribution() } };
  },
  async register(phone: string, code: string, password: string): Promise<AccountCall> {
    const normal = canonical(phone);
    return {
      intent: 'register',
      body: { phone: normal, code: code.trim(), password: await transformPassword(normal, password), ...attribution() },
    };
  },
  async resetPassword(phone: string, code: string, password: string): Promise<AccountCall> {
    const normal = canonical(phone);
    return {
      intent: 'reset-password',
      body: { phone: normal, code: code.trim(), newPassword: await transformPassword(normal, password) },
    };
  },
  /** Without an old password: the first password of an account made without one. */
  async changePassword(phone: string, oldPassword: string | undefined, newPassword: string): Promise<AccountCall> {
    return {
      intent: 'change-password',
      body: {
        ...(oldPassword === undefined ? {} : { oldPassword: await transformPassword(phone, oldPassword) }),
        newPassword: await transformPassword(phone, newPassword),
      },
    };
  },
  /**
   * Moves the account to a new phone with a code of purpose bind. Passwords are transformed with the
   * phone, so the current one goes transformed with the old phone (checked) and the new one (kept).
   */
  async bindPhone(currentPhone: string, newPhone: string, code: string, password?: string): Promise<AccountCall> {
    const normal = canonical(newPhone);
    return {
      intent: 'bind-phone',
      body: {
        phone: normal,
        code: code.trim(),
        ...(password === undefined
          ? {}
          : {
              password: await transformPassword(currentPhone, password),
              newPhonePassword: await transformPassword(normal, password),
            }),
      },
    };
  },
};

/** The identity calls of the login and personal-centre screens (spec §7 User), from the browser. */
export function accountApi(language: Language) {
  const api = createHttpClient({ language });
  return {
    /** spec §7: a signed call; the server locks a phone for three minutes after each code. */
    async sendCode(phone: string, purpose: SmsPurpose, slideToken?: string) {
      const normal = canonical(phone);
      const signed = await signedParams({ phone: normal });
      return api.get<SmsCodeSent>('/webzhj/login/vcode', {
        query: { phone: normal, purpose, slideToken, ...signed },
      });
    },
    async slideChallenge() {
      const result = await api.get<Omit<SlideChallenge, 'pieceWidth'>>('/webzhj/slidevalid');
      const data: SlideChallenge | null = result.data ? { ...result.data, pieceWidth: SLIDE_PUZZLE.piece } : null;
      return { ...result, data };
    },
    slideAnswer(answer: {
      challengeId: string;
      x: number;
      input: 'pointer' | 'keys';
      track: SlideTrackPoint[];
      pow: SolvedProofOfWork | undefined;
    }) {
      return api.post<SlideAnswer>('/webzhj/slidevalid', answer);
    },
    captcha() {
      return api.get<Captcha>('/webzhj/authcode');
    },
    /** Which check comes before an SMS send: the provider's widget (its app id) or the slide puzzle. */
    captchaKind() {
      return api.get<CaptchaKind>('/webzhj/captcha');
    },
    /** The provider widget's ticket, checked by the server: the same token a passed puzzle gives. */
    riskCaptchaAnswer(answer: { ticket: string; randstr: string }) {
      return api.post<SlideAnswer>('/webzhj/captcha', answer);
    },
    logout() {
      return api.get<LoggedOut>('/webzhj/engine/logout');
    },
    /** The onboarding guide; with a step, marks it done (or not). */
    guide(step?: GuideStep, done?: boolean) {
      return api.post<GuideProgress>('/webzhj/guide/cfg', step === undefined ? {} : { key: step, done });
    },
    officialAccountQrcode() {
      return api.get<WechatMpQrcode>('/wechat/mp/qrcode');
    },
    officialAccountSubscription(sceneId: string) {
      return api.get<WechatMpSubscription>('/wechat/mp/subscribe', { query: { sceneId } });
    },
  };
}
