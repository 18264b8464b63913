import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MALL_INVOICE_MEDIA_TYPES, MALL_INVOICE_TITLE_TYPES, MALL_INVOICE_TYPES } from './mall-constants.ts';

import {
  INVOICE_MEDIA_TYPES,
  INVOICE_TITLE_TYPES,
  INVOICE_TYPES,
  type InvoiceRequest,
  invoiceProblems,
  isInvoicePhone,
  isTaxId,
  normaliseInvoice,
} from './mall-invoice.ts';

const personalElectronic: InvoiceRequest = {
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'personal',
  title: '张三',
  email: 'zhang@example.com',
};

const companyNormal: InvoiceRequest = {
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'company',
  title: '厦门某某科技有限公司',
  taxId: '91350100M000100Y43',
  email: 'finance@example.com',
};

const companySpecialPaper: InvoiceRequest = {
  invoiceType: 'special',
  mediaType: 'paper',
  titleType: 'company',
  title: '厦门某某科技有限公司',
  taxId: '91350100M000100Y43',
  address: '厦门市思明区软件园二期 1 号',
  phone: '0592-1234567',
  bank: '中国工商银行厦门分行',
  account: '4100 0212 0910 0123 456',
  receiverName: '李四',
  receiverPhone: '13812345678',
  receiverAddress: '厦门市思明区软件园二期 1 号 301',
};

describe('invoiceProblems', () => {
  it('accepts a complete personal, company and special paper request', () => {
    expect(invoiceProblems(personalElectronic)).toEqual({});
    expect(invoiceProblems(companyNormal)).toEqual({});
    expect(invoiceProblems(companySpecialPaper)).toEqual({});
  });

  it('needs a title of at most 100 characters', () => {
    expect(invoiceProblems({ ...personalElectronic, title: '  ' })).toEqual({ title: 'invoiceTitleEmpty' });
    expect(invoiceProblems({ ...personalElectronic, title: '公'.repeat(100) })).toEqual({});
    expect(invoiceProblems({ ...personalElectronic, title: '公'.repeat(101) })).toEqual({
      title: 'invoiceTitleTooLong',
    });
    // characters, not UTF-16 units: 100 characters outside the BMP are 200 units
    expect(invoiceProblems({ ...personalElectronic, title: '𠀀'.repeat(100) })).toEqual({});
  });

  it('needs a taxpayer ID for a company title', () => {
    expect(invoiceProblems({ ...companyNormal, taxId: undefined })).toEqual({ taxId: 'invoiceTaxIdEmpty' });
    expect(invoiceProblems({ ...companyNormal, taxId: ' ' })).toEqual({ taxId: 'invoiceTaxIdEmpty' });
    expect(invoiceProblems({ ...companyNormal, taxId: '12345' })).toEqual({ taxId: 'invoiceTaxIdFormat' });
  });

  it('needs no taxpayer ID for a personal title', () => {
    expect(invoiceProblems({ ...personalElectronic, taxId: null })).toEqual({});
  });

  it('accepts 15, 18 and 20 character taxpayer IDs, in any letter case', () => {
    expect(invoiceProblems({ ...companyNormal, taxId: '110108123456789' })).toEqual({});
    expect(invoiceProblems({ ...companyNormal, taxId: '11010812345678901234' })).toEqual({});
    expect(invoiceProblems({ ...companyNormal, taxId: ' 91350100m000100y43 ' })).toEqual({});
    expect(invoiceProblems({ ...companyNormal, taxId: '1101081234567A9' })).toEqual({});
  });

  it('refuses 18 character codes with letters outside the credit code alphabet', () => {
    for (const letter of ['I', 'O', 'S', 'V', 'Z']) {
      expect(isTaxId(`91350100M000100${letter}43`), letter).toBe(false);
    }
    expect(isTaxId('91350100M000100Y43')).toBe(true);
    expect(isTaxId('91350100M000100Y4')).toBe(false);
    expect(isTaxId('91350100M000100Y4-')).toBe(false);
    expect(isTaxId('1101081234567890')).toBe(false);
  });

  it('issues a special invoice only to a company', () => {
    expect(invoiceProblems({ ...companySpecialPaper, titleType: 'personal', title: '张三', taxId: undefined })).toEqual(
      { invoiceType: 'invoiceSpecialNeedsCompany' },
    );
  });

  it('needs address, phone, bank and account for a special invoice', () => {
    expect(
      invoiceProblems({ ...companySpecialPaper, address: '', phone: undefined, bank: null, account: '  ' }),
    ).toEqual({
      address: 'invoiceAddressEmpty',
      phone: 'invoicePhoneEmpty',
      bank: 'invoiceBankEmpty',
      account: 'invoiceAccountEmpty',
    });
  });

  it('checks the format of the phone and the account', () => {
    expect(invoiceProblems({ ...companySpecialPaper, phone: '12345', account: '1234567' })).toEqual({
      phone: 'invoicePhoneFormat',
      account: 'invoiceAccountFormat',
    });
    expect(invoiceProblems({ ...companySpecialPaper, account: '1'.repeat(31) })).toEqual({
      account: 'invoiceAccountFormat',
    });
    expect(invoiceProblems({ ...companySpecialPaper, account: '1'.repeat(30) })).toEqual({});
    expect(invoiceProblems({ ...companySpecialPaper, account: '12345678' })).toEqual({});
    expect(invoiceProblems({ ...companySpecialPaper, account: '6222-0212' })).toEqual({
      account: 'invoiceAccountFormat',
    });
  });

  it('checks an optional phone or account on a normal invoice when one is given', () => {
    expect(invoiceProblems({ ...companyNormal, phone: '0592' })).toEqual({ phone: 'invoicePhoneFormat' });
    expect(invoiceProblems({ ...companyNormal, phone: '0592-1234567', account: '6222 0212 3456' })).toEqual({});
  });

  it('needs an email for an electronic invoice', () => {
    expect(invoiceProblems({ ...personalElectronic, email: undefined })).toEqual({ email: 'emailEmpty' });
    expect(invoiceProblems({ ...personalElectronic, email: 'not-an-email' })).toEqual({ email: 'emailFormat' });
  });

  it('needs the receiver of a paper invoice', () => {
    expect(
      invoiceProblems({ ...companySpecialPaper, receiverName: ' ', receiverPhone: null, receiverAddress: undefined }),
    ).toEqual({
      receiverName: 'invoiceReceiverEmpty',
      receiverPhone: 'invoiceReceiverEmpty',
      receiverAddress: 'invoiceReceiverEmpty',
    });
    expect(invoiceProblems({ ...companySpecialPaper, receiverPhone: '555' })).toEqual({
      receiverPhone: 'invoicePhoneFormat',
    });
  });

  it('needs no email for a paper invoice', () => {
    expect(invoiceProblems({ ...companySpecialPaper, email: undefined })).toEqual({});
  });

  it('knows the same invoice choices as the mall contract', () => {
    expect(INVOICE_TYPES).toEqual(MALL_INVOICE_TYPES);
    expect(INVOICE_MEDIA_TYPES).toEqual(MALL_INVOICE_MEDIA_TYPES);
    expect(INVOICE_TITLE_TYPES).toEqual(MALL_INVOICE_TITLE_TYPES);
  });
});

describe('isInvoicePhone', () => {
  it.each([
    '13812345678',
    '19912345678',
    '010-12345678',
    '01012345678',
    '0755-1234567',
    '0592 1234567',
    '021-12345678-801',
  ])('accepts %s', (phone) => {
    expect(isInvoicePhone(phone)).toBe(true);
  });

  it.each(['12812345678', '1381234567', '138123456789', '10-12345678', '0755-123456', '12345678', 'phone'])(
    'refuses %s',
    (phone) => {
      expect(isInvoicePhone(phone)).toBe(false);
    },
  );
});

describe('normaliseInvoice', () => {
  it('trims texts, upper-cases the taxpayer ID, strips spaces from the account and drops empty fields', () => {
    expect(
      normaliseInvoice({
        ...companySpecialPaper,
        title: '  厦门某某科技有限公司 ',
        taxId: ' 91350100m000100y43 ',
        account: ' 4100 0212 0910 0123 456 ',
        email: '   ',
        bank: null,
      }),
    ).toEqual({
      invoiceType: 'special',
      mediaType: 'paper',
      titleType: 'company',
      title: '厦门某某科技有限公司',
      taxId: '91350100M000100Y43',
      address: '厦门市思明区软件园二期 1 号',
      phone: '0592-1234567',
      account: '4100021209100123456',
      receiverName: '李四',
      receiverPhone: '13812345678',
      receiverAddress: '厦门市思明区软件园二期 1 号 301',
    });
  });

  const optionalText = fc.option(fc.string({ maxLength: 40 }), { nil: undefined });
  const request = fc.record({
    invoiceType: fc.constantFrom(...INVOICE_TYPES),
    mediaType: fc.constantFrom(...INVOICE_MEDIA_TYPES),
    titleType: fc.constantFrom(...INVOICE_TITLE_TYPES),
    title: fc.string({ maxLength: 120 }),
    taxId: optionalText,
    address: optionalText,
    phone: optionalText,
    bank: optionalText,
    account: optionalText,
    email: optionalText,
    receiverName: optionalText,
    receiverPhone: optionalText,
    receiverAddress: optionalText,
  });

  it('changes nothing the second time, and the problems are those of the normalised request', () => {
    fc.assert(
      fc.property(request, (input) => {
        const once = normaliseInvoice(input);
        expect(normaliseInvoice(once)).toEqual(once);
        expect(invoiceProblems(once)).toEqual(invoiceProblems(input));
      }),
    );
  });

  it('reports only fields of the request, each with an invoice or email message', () => {
    fc.assert(
      fc.property(request, (input) => {
        for (const [field, key] of Object.entries(invoiceProblems(input))) {
          expect(Object.keys(input)).toContain(field);
          expect(key).toMatch(/^(invoice|email)/);
        }
      }),
    );
  });
});
