import { message } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_INVOICE, invoiceForSending } from './InvoiceForm';
import { invoiceMessages } from './invoice-check';

describe('the fapiao form checks', () => {
  it('asks a company normal electronic fapiao for its title, tax id and email, in the page language', () => {
    const problems = invoiceMessages(invoiceForSending(EMPTY_INVOICE), 'zh-CN');
    expect(problems).toEqual({
      title: message('zh-CN', 'invoiceTitleEmpty'),
      taxId: message('zh-CN', 'invoiceTaxIdEmpty'),
      email: expect.any(String),
    });
  });

  it('accepts a complete company normal electronic fapiao', () => {
    const request = invoiceForSending({
      ...EMPTY_INVOICE,
      title: 'Shenzhen Tallybook Trading Co., Ltd.',
      taxId: '91440300MA5EXAMPLE',
      email: 'finance@example.com',
    });
    expect(invoiceMessages(request, 'en-US')).toEqual({});
  });

  it('sends only the fields of the chosen kind: no bank details on a normal fapiao, no tax id for a person', () => {
    const request = invoiceForSending({
      ...EMPTY_INVOICE,
      titleType: 'personal',
      title: ' Li Lei ',
      taxId: '91440300MA5EXAMPLE',
      bank: 'Bank',
      email: 'li@example.com',
    });
    expect(request).toEqual({
      invoiceType: 'normal',
      mediaType: 'electronic',
      titleType: 'personal',
      title: 'Li Lei',
      email: 'li@example.com',
    });
  });

  it('makes a special fapiao a company one and asks for the address, phone, bank and account', () => {
    const request = invoiceForSending({ ...EMPTY_INVOICE, invoiceType: 'special', titleType: 'personal', title: 'X' });
    expect(request.titleType).toBe('company');
    expect(Object.keys(invoiceMessages(request, 'en-US')).sort()).toEqual(
      ['account', 'address', 'bank', 'email', 'phone', 'taxId'].sort(),
    );
  });
});
