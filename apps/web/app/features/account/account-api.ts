import {
  type Captcha,
  type GuideProgress,
  type GuideStep,
  isInProductApp,
  type Language,
  type LoggedOut,
  normalizePhone,
  type OkAnswer,
  registrationAttribution,
  SLIDE_PUZZLE,
  type SlideAnswer,
  type SlideTrackPoint,
  type SmsCodeSent,
  type SmsPurpose,
  signedParams,
  transformPassword,
  type UserInfo,
  type WechatMpQrcode,
  type WechatMpSubscription,
} from '@tallybook/domain';
import { deviceId } from '../../lib/device';
import { createHttpClient } from '../../lib/http';
import { currentSessionKeywords } from '../../lib/session-keywords';
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

/** The identity calls of the login and personal-centre screens (spec §7 User), from the browser. */
export function accountApi(language: Language) {
  const api = createHttpClient({ language });
  const canonical = (phone: string) => normalizePhone(phone) ?? phone.trim();
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
    async passwordLogin(phone: string, password: string, captcha?: { id: string; answer: string }) {
      const normal = canonical(phone);
      return api.post<UserInfo>('/webzhj/official/weblogin', {
        phone: normal,
        password: await transformPassword(normal, password),
        auth_code: captcha?.answer,
        captchaId: captcha?.id,
      });
    },
    smsLogin(phone: string, code: string) {
      // spec §4: an SMS-code login of a new phone registers it, so it carries the attribution too
      return api.post<UserInfo>('/webzhj/vcode', {
        phone: canonical(phone),
        code: code.trim(),
        ...registrationAttribution({
          keywords: currentSessionKeywords(),
          inPosApp: isInProductApp(navigator.userAgent),
          deviceCode: deviceId(),
        }),
      });
    },
    async register(phone: string, code: string, password: string) {
      const normal = canonical(phone);
      return api.post<UserInfo>('/webzhj/regist', {
        phone: normal,
        code: code.trim(),
        password: await transformPassword(normal, password),
        // spec §4, §5: where the merchant came from (pack_origin, origin, utmTerm, device code)
        ...registrationAttribution({
          keywords: currentSessionKeywords(),
          inPosApp: isInProductApp(navigator.userAgent),
          deviceCode: deviceId(),
        }),
      });
    },
    async resetPassword(phone: string, code: string, password: string) {
      const normal = canonical(phone);
      return api.post<OkAnswer>('/webzhj/phone/passwordreset', {
        phone: normal,
        code: code.trim(),
        newPassword: await transformPassword(normal, password),
      });
    },
    async changePassword(phone: string, oldPassword: string, newPassword: string) {
      return api.post<OkAnswer>('/webzhj/passwordreset', {
        oldPassword: await transformPassword(phone, oldPassword),
        newPassword: await transformPassword(phone, newPassword),
      });
    },
    captcha() {
      return api.get<Captcha>('/webzhj/authcode');
    },
    logout() {
      return api.get<LoggedOut>('/webzhj/engine/logout');
    },
    /**
     * Moves the account to a new phone with a code of purpose bind. Passwords are transformed with the
     * phone, so the current one goes transformed with the old phone (checked) and the new one (kept).
     */
    async bindPhone(currentPhone: string, newPhone: string, code: string, password?: string) {
      const normal = canonical(newPhone);
      return api.post<UserInfo>('/user/phone/bind', {
        phone: normal,
        code: code.trim(),
        ...(password === undefined
          ? {}
          : {
              password: await transformPassword(currentPhone, password),
              newPhonePassword: await transformPassword(normal, password),
            }),
      });
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
    /** spec §4 open-id flow: a WeChat code for the open id the mall pays with inside WeChat. */
    wechatOpenid(code: string) {
      return api.get<{ openid: string }>('/ommall/srvmall/wechat/openid', { query: { code } });
    },
  };
}
