import {
  contentLanguageFor,
  DEFAULT_REFERRAL_PROGRAMME,
  type Language,
  message,
  programmeLinks,
  programmeOfProduct,
  qrImageUrl,
  REFERRAL_PROGRAMME_PRODUCTS,
  type ReferralProduct,
  type ReferralProgramme,
  type ReferralProgrammeTerms,
} from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { productNameOf } from '../content/index.ts';
import { invitedCount, termsView } from './award-reads.ts';
import { ensureInviteCode, inviterNickname, inviterOfCode } from './invite-codes.ts';

interface CardContext {
  publicUrl: PublicUrl;
  programmes: ReferralProgrammeTerms;
}

/**
 * GET /recommend/info: the user's code (drawn on first ask), the invite and register links of
 * `programme` (tallybook's by default, decision 0046), its reminder flag and whether that programme runs.
 */
export async function inviteInfo(
  db: Db,
  userId: number,
  { publicUrl, programmes, programme = DEFAULT_REFERRAL_PROGRAMME }: CardContext & { programme?: ReferralProgramme },
) {
  const row = await ensureInviteCode(db, userId);
  return {
    code: row.code,
    ...programmeLinks(programme, publicUrl(), row.code),
    nickname: await inviterNickname(db, userId),
    notice: row.reminderOn,
    enabled: programmes[programme].enabled,
  };
}

/** GET /recommend/merc/info: the merchant's invite card of `programme`, with its terms and the friends it brought. */
export async function merchantCard(
  db: Db,
  userId: number,
  { publicUrl, programmes, programme = DEFAULT_REFERRAL_PROGRAMME }: CardContext & { programme?: ReferralProgramme },
) {
  const row = await ensureInviteCode(db, userId);
  return {
    code: row.code,
    inviteUrl: programmeLinks(programme, publicUrl(), row.code).inviteUrl,
    invitedCount: await invitedCount(db, userId, { programme }),
    terms: termsView(programmes[programme]),
  };
}

/**
 * GET /recommend/merc/share: the share poster of a product's programme (KDZHJ01: tallybook's link,
 * ZHJXH: xh's): the product in the caller's language, the inviter, the link and its QR image.
 */
export async function sharePoster(
  db: Db,
  userId: number,
  input: { publicUrl: PublicUrl; product: ReferralProduct; language: Language },
) {
  const row = await ensureInviteCode(db, userId);
  const programme = programmeOfProduct(input.product);
  const link = programmeLinks(programme, input.publicUrl(), row.code).inviteUrl;
  return {
    product: await programmeProduct(db, programme, input.language),
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
