import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { smsOutbox } from './sms.tables.ts';

export interface SmsMessage {
  phone: string;
  /** What the message is for (register, login, reset ...), for the outbox and the provider's template. */
  purpose: string;
  text: string;
}

/** An SMS gateway. The built-in sandbox is the default; a real gateway adapter implements the same. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** Writes every message to the `sms_outbox` table instead of a phone (development, tests, demos). */
export function sandboxSmsProvider(db: Database): SmsProvider {
  return {
    async send(message) {
      await db.insert(smsOutbox).values(message);
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
