import {
  bankByCode,
  bankOfCard,
  cardNoProblem,
  type Language,
  maskCardNo,
  maskResidentId,
  normalizeCardNo,
  normalizePayeeName,
  normalizeResidentId,
  PAYEE_NAME_MAX_LENGTH,
  payeeNameProblem,
  residentIdProblem,
} from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/envelope.ts';
import { partnerPayees } from '../partner-income.tables.ts';

type PayeeRow = typeof partnerPayees.$inferSelect;

/** The payee as the partner sees it (bank-info): the card and the ID masked, never whole. */
export function payeeShape(row: PayeeRow, language: Language) {
  const bank = bankByCode(row.bankCode);
  return {
    bankCode: row.bankCode,
    bankName: bank?.names[language] ?? row.bankCode,
    cardNoMasked: maskCardNo(row.cardNo),
    cardLast4: row.cardNo.slice(-4),
    residentIdMasked: maskResidentId(row.residentId),
    payeeName: row.payeeName,
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type Payee = ReturnType<typeof payeeShape>;

/** The partner's payee, or null until one is added. */
export async function payeeOf(db: Db, partnerId: number, language: Language): Promise<Payee | null> {
  const [row] = await db.select().from(partnerPayees).where(eq(partnerPayees.partnerId, partnerId));
  return row ? payeeShape(row, language) : null;
}

/**
 * Adds or changes the partner's payee (POST bank): a card number that passes the Luhn check, its
 * bank (the one chosen, or the one its number belongs to), a valid resident ID and the payee's name.
 * The first problem is refused with its message and nothing changes.
 */
export async function savePayee(
  db: Db,
  partnerId: number,
  input: { cardNo: string; bankCode?: string | undefined; residentId: string; payeeName: string },
  language: Language,
  now = new Date(),
): Promise<Payee> {
  const cardNo = normalizeCardNo(input.cardNo);
  const residentId = normalizeResidentId(input.residentId);
  const payeeName = normalizePayeeName(input.payeeName);
  const problem = cardNoProblem(cardNo) ?? residentIdProblem(residentId) ?? payeeNameProblem(payeeName);
  if (problem) throw new AppError(400, problem, { max: PAYEE_NAME_MAX_LENGTH });
  const bank = input.bankCode ? bankByCode(input.bankCode.trim().toUpperCase()) : bankOfCard(cardNo);
  if (!bank) throw new AppError(400, input.bankCode ? 'bankUnknown' : 'bankOfCardUnknown');
  const values = { cardNo, bankCode: bank.code, residentId, payeeName, updatedAt: now };
  const [row] = await db
    .insert(partnerPayees)
    .values({ partnerId, ...values })
    .onConflictDoUpdate({ target: partnerPayees.partnerId, set: values })
    .returning();
  if (!row) throw new Error('the payee was not written');
  return payeeShape(row, language);
}
