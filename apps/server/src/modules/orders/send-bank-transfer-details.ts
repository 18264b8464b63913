import { type BankTransferSmsBody, formatPrice, type Language, message } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { BankAccountConfig } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { acquireLock, releaseLock } from '../../platform/limits/limits.ts';
import type { SmsProvider } from '../../platform/sms/sms-provider.ts';
import { solveCaptcha } from '../identity/index.ts';
import { mallBankTransferSms } from './customer.tables.ts';
import { mallOrders } from './orders.tables.ts';

/** Our account for bank transfers (对公转账), texted to a customer who pays an order that way. */
export type BankAccount = BankAccountConfig;

// spec §5, §9: an operation repeated within three minutes is "too frequent".
export const BANK_TRANSFER_SMS_INTERVAL_MS = 3 * 60 * 1000;

export interface SendBankTransferDetailsInput extends BankTransferSmsBody {
  tenantId: number;
  phone: string;
  language: Language;
  /** The browser asking: a captcha is answered only by the visitor it was drawn for. */
  visitorId: string | undefined;
}

/**
 * POST order/bankacct/zhj/sendmsg: after a right graphic captcha, texts our bank account, the order's
 * amount and its number (the transfer note) to the user's phone, for the user's own unpaid order;
 * once per order in three minutes.
 */
export async function sendBankTransferDetails(
  db: Db,
  sms: SmsProvider,
  bankAccount: BankAccount,
  input: SendBankTransferDetailsInput,
): Promise<{ sent: true }> {
  if (!input.captcha.trim() || !input.captchaId.trim()) throw new AppError(400, 'graphicCodeOrParamEmpty');
  if (!(await solveCaptcha(db, input.captchaId, input.captcha, input.visitorId))) {
    throw new AppError(400, 'graphicCodeWrong');
  }

  const [order] = await db
    .select({
      id: mallOrders.id,
      orderNo: mallOrders.orderNo,
      status: mallOrders.status,
      finalAmount: mallOrders.finalAmount,
    })
    .from(mallOrders)
    .where(and(eq(mallOrders.orderNo, input.orderNo), eq(mallOrders.tenantId, input.tenantId)));
  if (!order) throw new AppError(404, 'orderNotFound');
  if (order.status !== 'unpaid') throw new AppError(409, 'orderNotPayable');

  const lockKey = `mall:bank-transfer-sms:${order.id}`;
  if (!(await acquireLock(db, lockKey, BANK_TRANSFER_SMS_INTERVAL_MS))) throw new AppError(429, 'tooFrequent');
  try {
    const params = {
      amount: formatPrice(order.finalAmount, input.language),
      company: bankAccount.company,
      bank: bankAccount.bank,
      account: bankAccount.account,
      orderNo: order.orderNo,
    };
    await sms.send({
      phone: input.phone,
      purpose: 'bank_transfer',
      text: message(input.language, 'bankTransferSms', params),
      template: 'bankTransfer',
      params,
    });
  } catch (error) {
    // Nothing was sent: the user may ask again at once.
    await releaseLock(db, lockKey);
    throw error;
  }
  await db.insert(mallBankTransferSms).values({ tenantId: input.tenantId, orderNo: order.orderNo });
  return { sent: true };
}
