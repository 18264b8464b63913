import {
  contentLanguageFor,
  inviteLink,
  inviteRegisterLink,
  type Language,
  message,
  qrImageUrl,
  REFERRAL_PROGRAMME_PRODUCTS,
  type ReferralProgramme,
  type ReferralProgrammeTerms,
  type ReferralTerms,
} from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { serviceTexts } from '../catalogue/index.ts';
import { productNameOf } from '../content/index.ts';
import { invitedCount, termsView } from './award-reads.ts';
import { ensureInviteCode, inviterNickname, inviterOfCode } from './invite-codes.ts';

interface CardContext {
  publicUrl: PublicUrl;
  terms: ReferralTerms;
}

/** GET /recommend/info: the user's code (drawn on first ask), its links and its reminder flag. */
export async function inviteInfo(db: Db, userId: number, { publicUrl, terms }: CardContext) {
  const row = await ensureInviteCode(db, userId);
  return {
    code: row.code,
    inviteUrl: inviteLink(publicUrl(), row.code),
    registerUrl: inviteRegisterLink(publicUrl(), row.code),
    nickname: await inviterNickname(db, userId),
    notice: row.reminderOn,
    enabled: terms.enabled,
  };
}

/** GET /recommend/merc/info: the merchant's invite card, with the programme's terms and its friends counted. */
export async function merchantCard(db: Db, userId: number, { publicUrl, terms }: CardContext) {
  const row = await ensureInviteCode(db, userId);
  return {
    code: row.code,
    inviteUrl: inviteLink(publicUrl(), row.code),
    invitedCount: await invitedCount(db, userId),
    terms: termsView(terms),
  };
}

/** GET /recommend/merc/share: the share poster's product (in the caller's language), inviter and link with its QR image. */
export async function sharePoster(
  db: Db,
  userId: number,
  input: CardContext & { product: string; language: Language },
) {
  const row = await ensureInviteCode(db, userId);
  const link = inviteLink(input.publicUrl(), row.code);
  const product = await serviceTexts(db, input.product, input.language);
  return {
    product: { serviceNumber: input.product, name: product.name },
    inviterNickname: await inviterNickname(db, userId),
    code: row.code,
    link,
    qrImageUrl: qrImageUrl(link),
  };
}

const PRODUCT_NAME_KEYS = { tallybook: 'referralProductTallybook', xh: 'referralProductXh' } as const;

/**
 * The product a programme invites to, named in `language`: the site's product (its content alias),
 * else, while the site has none, the programme's own name from the message catalogues.
 */
export async function programmeProduct(db: Db, programme: ReferralProgramme, language: Language) {
  const { serviceNumber, productAlias } = REFERRAL_PROGRAMME_PRODUCTS[programme];
  const name =
    (await productNameOf(db, productAlias, contentLanguageFor(language))) ??
    message(language, PRODUCT_NAME_KEYS[programme]);
  return { serviceNumber, name };
}

/**
 * GET /recommend/terms: what an invite page shows anyone before registering (decision 0046): the
 * programme's terms, its product, and who invites (the inviter's nickname masked as to its friends).
 * A malformed or unknown code names no inviter, and nothing is written.
 */
export async function programmeTerms(
  db: Db,
  programmes: ReferralProgrammeTerms,
  query: { programme: ReferralProgramme; code?: string | undefined; language: Language },
) {
  const terms = programmes[query.programme];
  const inviter = await inviterOfCode(db, query.code);
  return {
    programme: query.programme,
    enabled: terms.enabled,
    product: await programmeProduct(db, query.programme, query.language),
    terms: { ...termsView(terms), bindWindowHours: terms.bindWindowHours },
    inviter: inviter ? { code: inviter.code, nickname: await inviterNickname(db, inviter.userId) } : null,
  };
}
