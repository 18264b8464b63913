// The identity module's public face.
export {
  createUser,
  findUserById,
  findUserByPhone,
  type LicencesOf,
  type OnUserCreated,
  type Registration,
  readPhone,
  type User,
  userAccountsRelation,
} from './accounts.ts';
export { captchaAnswerHash, solveCaptcha } from './captcha.ts';
export { type CurrentUser, currentUser, currentUserWith } from './current-user.ts';
export { officialAccountOpenidOf, recordFollow } from './follow-official-account.ts';
export { type IdentityRoutesOptions, identityRoutes } from './identity.routes.ts';
export type { PromoterDirectory } from './personal-centre.routes.ts';
export { type CaptchaSettings, DEFAULT_CAPTCHA_SETTINGS } from './risk-captcha-check.ts';
export { smsOutboxAdminRoutes } from './sms-outbox-admin.routes.ts';
export { DEFAULT_SMS_SENDING_POLICY, type SmsSendingPolicy } from './sms-sending-policy.ts';
export { consumeVerificationCode } from './verification-codes.ts';
