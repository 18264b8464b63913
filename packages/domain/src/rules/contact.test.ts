import { describe, expect, it } from 'vitest';
import { dialableNumber, SUPPORT_EMAIL, SUPPORT_PHONE } from './contact.ts';

describe('contact details', () => {
  it('names one support address and one phone line', () => {
    expect(SUPPORT_EMAIL).toBe('support@tallybook.app');
    expect(SUPPORT_PHONE).toBe('+86 400 800 1234');
  });

  it('turns a written number into one a dialer takes', () => {
    expect(dialableNumber('+86 400 800 1234')).toBe('+864008001234');
    expect(dialableNumber('(020) 8888-1234')).toBe('02088881234');
  });
});
