/**
 * spec §2: how visitors reach us — the contact email and the messaging number shown in the
 * footer, on the about page and by the customer-service widget.
 */
export const SUPPORT_EMAIL = 'support@tallybook.app';

export const MESSAGING_CONTACT = { app: 'WhatsApp', number: '+86 400 800 1234' } as const;

/** A number as a dialer takes it: `+86 400 800 1234` becomes `+864008001234`. */
export function dialableNumber(number: string): string {
  return number.replace(/[^\d+]/g, '');
}

/** The chat link of a WhatsApp number: digits only, no plus sign. */
export function whatsAppLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
