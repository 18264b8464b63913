import {
  graphicCodeProblem,
  IDENTITY_CODES,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_BEFORE_CAPTCHA,
  type passwordLoginBody,
  type registerBody,
  type smsLoginBody,
  verificationCodeProblem,
} from '@tallybook/domain';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { clearCount, countHit, giveBackHit } from '../../platform/limits/limits.ts';
import {
  createUser,
  findUserByPhone,
  hashPassword,
  type OnUserCreated,
  readPhone,
  readTransformedPassword,
  type User,
  verifyPassword,
} from './accounts.ts';
import { solveCaptcha } from './captcha.ts';
import { consumeVerificationCode } from './verification-codes.ts';

const attemptsOfPhone = (phone: string) => `login-fail:phone:${phone}`;
const attemptsOfIp = (ip: string) => `login-fail:ip:${ip}`;
const captchaRequired = (key: 'graphicCodeOrParamEmpty' | 'graphicCodeWrong' | 'wrongPassword') =>
  new AppError(IDENTITY_CODES.captchaRequired, key);

/**
 * POST /webzhj/official/weblogin. Wrong passwords are counted per phone and per IP; from the third
 * one on, the answer has code 428 and the next try needs a graphic captcha (GET /webzhj/authcode).
 * Each attempt takes its place in both counts in one statement before the password is checked, so
 * that of a burst of concurrent guesses only the first three go without a captcha (issue 10: 300 of
 * 300 did); a right password gives its place back.
 */
export async function logInWithPassword(
  db: Db,
  input: z.output<typeof passwordLoginBody> & { ip: string; visitorId: string | undefined },
): Promise<User> {
  const phone = readPhone(input.phone);
  const password = readTransformedPassword(input.password);
  const byPhone = await countHit(db, attemptsOfPhone(phone), LOGIN_FAILURE_WINDOW_MS);
  const byIp = await countHit(db, attemptsOfIp(input.ip), LOGIN_FAILURE_WINDOW_MS);
  // The attempt's own place is the last: the earlier ones are failures, or attempts still under way.
  const earlier = Math.max(byPhone, byIp) - 1;
  if (earlier >= LOGIN_FAILURES_BEFORE_CAPTCHA) {
    if (graphicCodeProblem(input.auth_code, input.captchaId)) throw captchaRequired('graphicCodeOrParamEmpty');
    if (!(await solveCaptcha(db, input.captchaId as string, input.auth_code as string, input.visitorId))) {
      throw captchaRequired('graphicCodeWrong');
    }
  }
  const user = await findUserByPhone(db, phone);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    if (earlier + 1 >= LOGIN_FAILURES_BEFORE_CAPTCHA) throw captchaRequired('wrongPassword');
    throw new AppError(400, 'wrongPassword');
  }
  await clearCount(db, attemptsOfPhone(phone));
  await giveBackHit(db, attemptsOfIp(input.ip));
  return user;
}

/** POST /webzhj/vcode: logs in with an SMS code (purpose login); a phone without an account gets one. */
export async function logInWithSmsCode(
  db: Db,
  input: z.output<typeof smsLoginBody>,
  onUserCreated?: OnUserCreated,
): Promise<User> {
  const phone = readPhone(input.phone);
  const problem = verificationCodeProblem(input.code);
  if (problem) throw new AppError(400, problem);
  await consumeVerificationCode(db, phone, 'login', input.code);
  const user =
    (await findUserByPhone(db, phone)) ??
    (await createUser(db, { ...input, phone, passwordHash: null }, onUserCreated));
  // Two first logins at once: the loser reads the winner's account.
  return user ?? ((await findUserByPhone(db, phone)) as User);
}

/** POST /webzhj/regist: a new account with a password, after an SMS code of purpose register. */
export async function register(
  db: Db,
  input: z.output<typeof registerBody>,
  onUserCreated?: OnUserCreated,
): Promise<User> {
  const phone = readPhone(input.phone);
  const password = readTransformedPassword(input.password);
  const problem = verificationCodeProblem(input.code);
  if (problem) throw new AppError(400, problem);
  if (await findUserByPhone(db, phone)) throw new AppError(409, 'phoneAlreadyRegistered');
  await consumeVerificationCode(db, phone, 'register', input.code);
  const user = await createUser(db, { ...input, phone, passwordHash: await hashPassword(password) }, onUserCreated);
  if (!user) throw new AppError(409, 'phoneAlreadyRegistered');
  return user;
}
