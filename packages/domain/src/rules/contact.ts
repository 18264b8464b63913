/**
 * spec §2: how visitors reach us: the contact email and the support phone line shown in the
 * footer, on the about page and by the customer-service widget. The chat channel (WeChat for
 * zh-CN, WhatsApp elsewhere) is content, per language (GET /api/contact, issue 12).
 */
export const SUPPORT_EMAIL = 'support@tallybook.app';

export const SUPPORT_PHONE = '+86 400 800 1234';

/** A number as a dialer takes it: `+86 400 800 1234` becomes `+864008001234`. */
export function dialableNumber(number: string): string {
  return number.replace(/[^\d+]/g, '');
}
