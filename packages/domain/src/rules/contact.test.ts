import { describe, expect, it } from 'vitest';
import { dialableNumber, MESSAGING_CONTACT, SUPPORT_EMAIL, whatsAppLink } from './contact.ts';

describe('contact details', () => {
  it('names one support address and one messaging number', () => {
    expect(SUPPORT_EMAIL).toBe('support@tallybook.app');
    expect(MESSAGING_CONTACT).toEqual({ app: 'WhatsApp', number: '+86 400 800 1234' });
  });

  it('turns a written number into one a dialer takes', () => {
    expect(dialableNumber('+86 400 800 1234')).toBe('+864008001234');
    expect(dialableNumber('(020) 8888-1234')).toBe('02088881234');
  });

  it('links a number to its WhatsApp chat', () => {
    expect(whatsAppLink(MESSAGING_CONTACT.number)).toBe('https://wa.me/864008001234');
  });
});
