import { inviteLink, inviteRegisterLink, type Language, qrImageUrl, type ReferralTerms } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import type { PublicUrl } from '../../platform/http/public-url.ts';
import { serviceTexts } from '../catalogue/index.ts';
import { invitedCount, termsView } from './award-reads.ts';
import { ensureInviteCode, inviterNickname } from './invite-codes.ts';

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
