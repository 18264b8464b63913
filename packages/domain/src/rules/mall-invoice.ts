import type { MessageKey } from './messages.ts';
import { emailProblem } from './validators.ts';

/**
 * Fapiao (发票) requests of the mall (issue 6, decision 0012): a normal or special VAT invoice,
 * electronic (sent by email) or paper (posted), to a person or a company.
 */
export const INVOICE_TYPES = ['normal', 'special'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_MEDIA_TYPES = ['electronic', 'paper'] as const;
export type InvoiceMediaType = (typeof INVOICE_MEDIA_TYPES)[number];
export const INVOICE_TITLE_TYPES = ['personal', 'company'] as const;
export type InvoiceTitleType = (typeof INVOICE_TITLE_TYPES)[number];

export const INVOICE_TITLE_MAX_LENGTH = 100;

// A type alias, not an interface, so a request is assignable to Record<string, unknown> (a JSON column).
export type InvoiceRequest = {
  invoiceType: InvoiceType;
  mediaType: InvoiceMediaType;
  titleType: InvoiceTitleType;
  /** 抬头: the person's or the company's name */
  title: string;
  /** 纳税人识别号, companies only */
  taxId?: string | null;
  /** special invoices: the company's registered address, phone, bank and account */
  address?: string | null;
  phone?: string | null;
  bank?: string | null;
  account?: string | null;
  /** electronic invoices are sent here */
  email?: string | null;
  /** paper invoices are posted to this person */
  receiverName?: string | null;
  receiverPhone?: string | null;
  receiverAddress?: string | null;
};

export type InvoiceField = keyof InvoiceRequest;
export type InvoiceProblems = Partial<Record<InvoiceField, MessageKey>>;

// The old taxpayer IDs have 15 or 20 characters; the unified social credit code (GB 32100-2015)
// has 18 from an alphabet without I, O, S, V and Z.
const TAX_ID_15_OR_20 = /^(?:[0-9A-Z]{15}|[0-9A-Z]{20})$/;
const UNIFIED_SOCIAL_CREDIT_CODE = /^[0-9A-HJ-NP-RTUW-Y]{18}$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
// area code 0xx or 0xxx, 7 or 8 digits, optional extension: 010-12345678, 0755-1234567-801
const LANDLINE = /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/;
const BANK_ACCOUNT = /^\d{8,30}$/;

/** A taxpayer ID after normaliseInvoice: 15 or 20 digits and capitals, or an 18-character credit code. */
export function isTaxId(value: string): boolean {
  return TAX_ID_15_OR_20.test(value) || UNIFIED_SOCIAL_CREDIT_CODE.test(value);
}

/** A mainland mobile number, or a landline with its area code; spaces are ignored. */
export function isInvoicePhone(value: string): boolean {
  const compact = value.replace(/\s/g, '');
  return MAINLAND_MOBILE.test(compact) || LANDLINE.test(compact);
}

function trimmed(value: string | null | undefined): string | undefined {
  const text = (value ?? '').trim();
  return text === '' ? undefined : text;
}

/**
 * The request as stored: every text trimmed, empty optional fields left out, the taxpayer ID in
 * capitals and the bank account without spaces.
 */
export function normaliseInvoice(input: InvoiceRequest): InvoiceRequest {
  const optional = {
    taxId: trimmed(input.taxId)?.toUpperCase(),
    address: trimmed(input.address),
    phone: trimmed(input.phone),
    bank: trimmed(input.bank),
    account: trimmed(input.account)?.replace(/\s/g, ''),
    email: trimmed(input.email),
    receiverName: trimmed(input.receiverName),
    receiverPhone: trimmed(input.receiverPhone),
    receiverAddress: trimmed(input.receiverAddress),
  };
  const result: InvoiceRequest = {
    invoiceType: input.invoiceType,
    mediaType: input.mediaType,
    titleType: input.titleType,
    title: input.title.trim(),
  };
  for (const [field, value] of Object.entries(optional) as [keyof typeof optional, string | undefined][]) {
    if (value !== undefined) result[field] = value;
  }
  return result;
}

/**
 * What is wrong with a fapiao request, field by field (an empty object when it can be issued).
 * It checks the normalised request:
 * - title: required, at most 100 characters;
 * - a company title needs a taxpayer ID (15, 18 or 20 digits and capitals; 18 is the unified
 *   social credit code alphabet); a personal title needs none and cannot take a special invoice
 *   (reported on invoiceType);
 * - a special invoice needs address, phone (mobile, or landline with area code), bank and
 *   account (8 to 30 digits); phone and account are checked for format whenever given;
 * - electronic needs a valid email; paper needs the receiver's name, phone and address.
 */
export function invoiceProblems(input: InvoiceRequest): InvoiceProblems {
  const invoice = normaliseInvoice(input);
  const problems: InvoiceProblems = {};

  if (!invoice.title) problems.title = 'invoiceTitleEmpty';
  else if ([...invoice.title].length > INVOICE_TITLE_MAX_LENGTH) problems.title = 'invoiceTitleTooLong';

  if (invoice.titleType === 'company') {
    if (!invoice.taxId) problems.taxId = 'invoiceTaxIdEmpty';
    else if (!isTaxId(invoice.taxId)) problems.taxId = 'invoiceTaxIdFormat';
  } else if (invoice.invoiceType === 'special') {
    problems.invoiceType = 'invoiceSpecialNeedsCompany';
  }

  const special = invoice.invoiceType === 'special';
  if (special && !invoice.address) problems.address = 'invoiceAddressEmpty';
  if (invoice.phone) {
    if (!isInvoicePhone(invoice.phone)) problems.phone = 'invoicePhoneFormat';
  } else if (special) problems.phone = 'invoicePhoneEmpty';
  if (special && !invoice.bank) problems.bank = 'invoiceBankEmpty';
  if (invoice.account) {
    if (!BANK_ACCOUNT.test(invoice.account)) problems.account = 'invoiceAccountFormat';
  } else if (special) problems.account = 'invoiceAccountEmpty';

  if (invoice.mediaType === 'electronic') {
    const emailKey = emailProblem(invoice.email);
    if (emailKey) problems.email = emailKey;
  } else {
    if (!invoice.receiverName) problems.receiverName = 'invoiceReceiverEmpty';
    if (!invoice.receiverPhone) problems.receiverPhone = 'invoiceReceiverEmpty';
    else if (!isInvoicePhone(invoice.receiverPhone)) problems.receiverPhone = 'invoicePhoneFormat';
    if (!invoice.receiverAddress) problems.receiverAddress = 'invoiceReceiverEmpty';
  }
  return problems;
}
