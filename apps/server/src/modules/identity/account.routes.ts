import {
  addCookieQuery,
  CAPTCHA_TTL_MS,
  captchaKindResponse,
  captchaResponse,
  engineBody,
  loggedOutResponse,
  loginTokenBody,
  message,
  okResponse,
  passwordChangeBody,
  passwordLoginBody,
  phoneExistQuery,
  phoneExistResponse,
  phonePasswordResetBody,
  registerBody,
  riskCaptchaBody,
  SESSION_TTL_MS,
  sendSmsCodeQuery,
  sendSmsCodeResponse,
  slideAnswerBody,
  slideAnswerResponse,
  slideChallengeResponse,
  smsLoginBody,
  updateUserInfoBody,
  userInfoResponse,
} from '@tallybook/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database.ts';
import { refuseCrossSite } from '../../platform/http/cross-site.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { ensureVisitorId, readVisitorId } from '../../platform/http/visitor.ts';
import { generatedSecret } from '../../platform/secrets/secrets.ts';
import {
  clearSessionCookie,
  createSession,
  destroySessionFamily,
  findSessionByKdToken,
  readSession,
  requireSession,
  setSessionCookie,
} from '../../platform/sessions/sessions.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import {
  findUserByPhone,
  type LicencesOf,
  type OnUserCreated,
  readPhone,
  startSession,
  userInfoOf,
  userOfSession,
} from './accounts.ts';
import { issueCaptcha } from './captcha.ts';
import { changePassword, resetPasswordByPhone } from './change-password.ts';
import { logInWithPassword, logInWithSmsCode, register } from './log-in.ts';
import {
  type CaptchaSettings,
  captchaKind,
  passRiskCaptcha,
  refusePuzzleUnlessStandingIn,
} from './risk-captcha-check.ts';
import { countAccountLookup, SMS_CODE_TTL_S, sendSmsCode } from './send-sms-code.ts';
import { answerSlideChallenge, issueSlideChallenge } from './slide-puzzle.ts';
import type { SmsSendingPolicy } from './sms-sending-policy.ts';
import { updateProfile } from './update-profile.ts';

export interface AccountRoutesOptions {
  db: Db;
  sms: SmsProvider;
  licencesOf: LicencesOf;
  onUserCreated?: OnUserCreated | undefined;
  /** Whether an SMS send needs a passed slide puzzle (POST /webzhj/slidevalid). */
  requireSlideForSms: boolean;
  /** Which numbers are texted and how many an hour. */
  smsPolicy: SmsSendingPolicy;
  /** The check before an SMS send: the provider's captcha or the puzzle, their hourly cap, the fallback's caps. */
  captcha: CaptchaSettings;
}

const tags = ['identity'];

/** Accounts (issue 5): registration, logins, sessions, passwords and the user info of spec §3, §7 User. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, sms, licencesOf, onUserCreated, requireSlideForSms, smsPolicy, captcha },
) => {
  // Calls that change state refuse requests a browser made for another site.
  const guarded = { preHandler: refuseCrossSite };
  // The slide puzzles' proofs of work are signed with this deployment's own secrets.
  const powSecrets = {
    signature: await generatedSecret(db, 'slide-proof-of-work'),
    key: await generatedSecret(db, 'slide-proof-of-work-key'),
  };

  app.get(
    '/webzhj/login/vcode',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Send an SMS verification code (signed call: timestamp, nonce, signature)',
        description:
          'purpose register, login, reset or bind (a logged-in user’s new phone; 401 when not logged in); slideToken from POST /webzhj/slidevalid (code 428 without one). Refused: a bad signature, a timestamp more than 5 minutes off, a reused nonce, a second code for the phone and purpose within 3 minutes (code 429), the daily caps per phone and per IP.',
        querystring: sendSmsCodeQuery,
        response: { 200: sendSmsCodeResponse },
      },
    },
    async (request) => {
      // a code to move an account to a new phone is sent only for a logged-in account
      if (request.query.purpose === 'bind') await requireSession(db, request);
      await sendSmsCode(db, sms, {
        ...request.query,
        ip: request.ip,
        language: request.language,
        requireSlide: requireSlideForSms,
        policy: smsPolicy,
        visitorId: readVisitorId(request),
        captcha,
      });
      return {
        code: 200,
        data: { sent: true as const, expiresInSeconds: SMS_CODE_TTL_S },
        msg: message(request.language, 'verificationCodeSent'),
      };
    },
  );

  app.post(
    '/webzhj/regist',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Register with phone, transformed password and an SMS code (purpose register); logs in',
        body: registerBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      const user = await register(db, request.body, onUserCreated);
      const data = await startSession(db, request, reply, user, licencesOf);
      return { code: 200, data, msg: message(request.language, 'registered') };
    },
  );

  app.post(
    '/webzhj/official/weblogin',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Log in with phone and transformed password',
        description:
          'From the third wrong password (per phone or per IP) the answer has code 428 and the next try needs auth_code and captchaId from GET /webzhj/authcode.',
        body: passwordLoginBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      const user = await logInWithPassword(db, { ...request.body, ip: request.ip, visitorId: readVisitorId(request) });
      const data = await startSession(db, request, reply, user, licencesOf);
      return { code: 200, data, msg: message(request.language, 'loginSucceeded') };
    },
  );

  app.post(
    '/webzhj/vcode',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Log in with phone and an SMS code (purpose login); a new phone gets an account',
        body: smsLoginBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      const user = await logInWithSmsCode(db, request.body, onUserCreated);
      const data = await startSession(db, request, reply, user, licencesOf);
      return { code: 200, data, msg: message(request.language, 'loginSucceeded') };
    },
  );

  app.get(
    '/webzhj/phone/exist',
    {
      schema: {
        tags,
        summary: 'Whether a phone has an account',
        querystring: phoneExistQuery,
        response: { 200: phoneExistResponse },
      },
    },
    async (request) => {
      const phone = readPhone(request.query.phone);
      await countAccountLookup(db, request.ip, smsPolicy.accountLookupsPerIpPerHour);
      return { code: 200, data: { exist: (await findUserByPhone(db, phone)) !== undefined }, msg: 'ok' };
    },
  );

  app.get(
    '/webzhj/authcode',
    {
      schema: { tags, summary: 'A graphic captcha (SVG) for the password login', response: { 200: captchaResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const drawn = await issueCaptcha(db, request.ip, ensureVisitorId(request, reply), captcha.hourlyCapPerIp);
      return { code: 200, data: { ...drawn, expiresInSeconds: CAPTCHA_TTL_MS / 1000 }, msg: 'ok' };
    },
  );

  app.get(
    '/webzhj/slidevalid',
    {
      schema: {
        tags,
        summary: 'A slide puzzle: picture with a hole and the piece (PNG data URLs), and the piece’s y',
        response: { 200: slideChallengeResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await refusePuzzleUnlessStandingIn(db, captcha);
      const visitorId = ensureVisitorId(request, reply);
      return {
        code: 200,
        data: await issueSlideChallenge(db, {
          ip: request.ip,
          visitorId,
          pow: powSecrets,
          hourlyCapPerIp: captcha.hourlyCapPerIp,
        }),
        msg: 'ok',
      };
    },
  );

  app.post(
    '/webzhj/slidevalid',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Answer a slide puzzle (x within 4 px, one answer per puzzle): a single-use token for one SMS send',
        body: slideAnswerBody,
        response: { 200: slideAnswerResponse },
      },
    },
    async (request) => {
      await refusePuzzleUnlessStandingIn(db, captcha);
      return {
        code: 200,
        data: await answerSlideChallenge(db, {
          ...request.body,
          ip: request.ip,
          visitorId: readVisitorId(request),
          powSecrets,
        }),
        msg: 'ok',
      };
    },
  );

  app.get(
    '/webzhj/captcha',
    {
      schema: {
        tags,
        summary: 'The check before an SMS send: the provider’s captcha (its app id) or the slide puzzle',
        response: { 200: captchaKindResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      ensureVisitorId(request, reply);
      return { code: 200, data: await captchaKind(db, captcha), msg: 'ok' };
    },
  );

  app.post(
    '/webzhj/captcha',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'The provider captcha’s ticket, checked with the provider once: a single-use token for one SMS send',
        description:
          'Code 400 when the provider refuses the ticket (forged, replayed, expired, another address’s); 409 captchaUsePuzzle when the provider cannot be reached (the slide puzzle stands in for 10 minutes) or none is configured.',
        body: riskCaptchaBody,
        response: { 200: slideAnswerResponse },
      },
    },
    async (request) => ({
      code: 200,
      data: await passRiskCaptcha(db, captcha, {
        ...request.body,
        ip: request.ip,
        visitorId: readVisitorId(request),
        log: request.log,
      }),
      msg: 'ok',
    }),
  );

  app.post(
    '/webzhj/phone/passwordreset',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Reset a forgotten password with an SMS code (purpose reset); every session ends',
        body: phonePasswordResetBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await resetPasswordByPhone(db, request.body);
      return { code: 200, data: { ok: true as const }, msg: message(request.language, 'passwordChanged') };
    },
  );

  app.post(
    '/webzhj/passwordreset',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Change the password (logged in; both transformed); other sessions end',
        body: passwordChangeBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const first = await changePassword(db, session, request.body);
      return {
        code: 200,
        data: { ok: true as const },
        msg: message(request.language, first ? 'passwordSet' : 'passwordChanged'),
      };
    },
  );

  app.get(
    '/webzhj/engine/logout',
    { ...guarded, schema: { tags, summary: 'Log out: ends this session', response: { 200: loggedOutResponse } } },
    async (request, reply) => {
      const session = await readSession(db, request);
      if (session) await destroySessionFamily(db, session);
      clearSessionCookie(request, reply);
      return { code: 200, data: { loggedOut: session !== undefined }, msg: message(request.language, 'loggedOut') };
    },
  );

  app.get(
    '/webzhj/info',
    {
      schema: {
        tags,
        summary: 'The logged-in user’s info (spec §3); 401 when not logged in',
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await requireSession(db, request);
      const user = await userOfSession(db, session);
      return { code: 200, data: await userInfoOf(user, session.kdToken ?? '', licencesOf), msg: 'ok' };
    },
  );

  app.post(
    '/webzhj/info',
    {
      ...guarded,
      schema: { tags, summary: 'Update the nickname', body: updateUserInfoBody, response: { 200: userInfoResponse } },
    },
    async (request) => {
      const session = await requireSession(db, request);
      const user = await updateProfile(db, session, request.body);
      return {
        code: 200,
        data: await userInfoOf(user, session.kdToken ?? '', licencesOf),
        msg: message(request.language, 'saved'),
      };
    },
  );

  app.post(
    '/webzhj/login/token',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Renew the session: a new cookie token and kdToken, a new expiry; the old token stops working',
        body: loginTokenBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      const session = await requireSession(db, request);
      const user = await userOfSession(db, session);
      return { code: 200, data: await startSession(db, request, reply, user, licencesOf), msg: 'ok' };
    },
  );

  app.post(
    '/webzhj/engine',
    {
      schema: {
        tags,
        summary: 'Session lookup by sid (the kdToken): head cmd 101, sub 2, ver 6; code 101 when unknown',
        body: engineBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request) => {
      const session = await findSessionByKdToken(db, request.body.body.sid);
      if (!session) throw new AppError(401, 'notLoggedIn', {}, 101);
      const user = await userOfSession(db, session);
      return { code: 200, data: await userInfoOf(user, request.body.body.sid, licencesOf), msg: 'ok' };
    },
  );

  app.get(
    '/api/addCookieToClient',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Give this browser a session cookie of the login a kdToken belongs to',
        querystring: addCookieQuery,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => {
      const session = await findSessionByKdToken(db, request.query.token);
      if (!session) throw new AppError(401, 'notLoggedIn');
      const user = await userOfSession(db, session);
      const issued = await createSession(db, user.id, SESSION_TTL_MS, session);
      setSessionCookie(request, reply, issued);
      return { code: 200, data: await userInfoOf(user, issued.kdToken, licencesOf), msg: 'ok' };
    },
  );
};
