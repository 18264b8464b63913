import { desc, eq } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';
import { smsOutbox } from './sms.tables.ts';

/** The kinds of message we send; a real provider sends each with a template of its own. */
export type SmsTemplate = 'verification' | 'bankTransfer' | 'partnerApproved' | 'partnerRejected' | 'paymentRefunded';

/** The parameters of each template, in the order providers that number them (Tencent) expect. */
export const SMS_TEMPLATE_PARAMETERS = {
  verification: ['code'],
  bankTransfer: ['amount', 'company', 'bank', 'account', 'orderNo'],
  partnerApproved: ['name', 'level', 'link'],
  partnerRejected: ['name', 'reason'],
  paymentRefunded: ['amount', 'payType', 'date', 'orderNo'],
} as const satisfies Record<SmsTemplate, readonly string[]>;

export type SmsTemplateParameters<T extends SmsTemplate> = Readonly<
  Record<(typeof SMS_TEMPLATE_PARAMETERS)[T][number], string>
>;

export type SmsMessage = {
  [T in SmsTemplate]: {
    /** A mainland number (13800138000) or an international one in E.164 (+85291234567). */
    phone: string;
    /** What the message is for (register, login, reset ...), for the outbox. */
    purpose: string;
    /** The whole text in the user's language: what the sandbox's outbox keeps. */
    text: string;
    template: T;
    /** What a real provider fills its approved template with. */
    params: SmsTemplateParameters<T>;
  };
}[SmsTemplate];

/** The provider refused or could not be reached; nothing was sent. */
export class SmsSendFailed extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} did not send the SMS: ${reason}`);
    this.name = 'SmsSendFailed';
  }
}

/** An SMS gateway: the sandbox's outbox, or a real provider (Alibaba Cloud, Tencent Cloud). */
export interface SmsProvider {
  /**
   * `within`: the transaction the sending is part of (an outbox delivery). A real provider sends at
   * once all the same; the sandbox writes its outbox row in that transaction, so that it commits with
   * the delivery (and on an embedded database, which has one connection, does not wait for it).
   */
  send(message: SmsMessage, within?: Db): Promise<void>;
}

/** Writes every message to the `sms_outbox` table instead of a phone (development, tests, demos). */
export function sandboxSmsProvider(db: Database): SmsProvider {
  return {
    async send(message, within) {
      await (within ?? db)
        .insert(smsOutbox)
        .values({ phone: message.phone, purpose: message.purpose, text: message.text });
    },
  };
}

export interface OutboxEntry {
  id: number;
  phone: string;
  purpose: string;
  text: string;
  createdAt: Date;
}

/** The sandbox's messages, newest first, of one phone or of all. */
export async function readSmsOutbox(db: Database, phone?: string, limit = 100): Promise<OutboxEntry[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(phone ? eq(smsOutbox.phone, phone) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
