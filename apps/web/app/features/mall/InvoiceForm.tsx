import { useTranslation } from '../../i18n/react';
import { Field, input } from '../../ui/form-parts';
import type { InvoiceMessages } from './invoice-check';
import type { InvoiceRequest } from './mall-api';

/** The fapiao choice of an order: none, or a request with the fields its type and medium need. */
export type InvoiceChoice = { wanted: false } | { wanted: true; request: InvoiceRequest };

export const EMPTY_INVOICE: InvoiceRequest = {
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'company',
  title: '',
  taxId: '',
  address: '',
  phone: '',
  bank: '',
  account: '',
  email: '',
  receiverName: '',
  receiverPhone: '',
  receiverAddress: '',
};

/** The fields a request of this kind carries: the rest are left out of what is sent. */
export function invoiceForSending(request: InvoiceRequest): InvoiceRequest {
  const special = request.invoiceType === 'special';
  const company = special || request.titleType === 'company';
  const electronic = request.mediaType === 'electronic';
  const keep = (value: string | undefined, wanted: boolean) => (wanted && value?.trim() ? value.trim() : undefined);
  return {
    invoiceType: request.invoiceType,
    mediaType: request.mediaType,
    titleType: special ? 'company' : request.titleType,
    title: request.title.trim(),
    taxId: keep(request.taxId, company),
    address: keep(request.address, special),
    phone: keep(request.phone, special),
    bank: keep(request.bank, special),
    account: keep(request.account, special),
    email: keep(request.email, electronic),
    receiverName: keep(request.receiverName, !electronic),
    receiverPhone: keep(request.receiverPhone, !electronic),
    receiverAddress: keep(request.receiverAddress, !electronic),
  };
}

function Choice<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: Array<{ value: T; label: string; disabled?: boolean }>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 ${
              value === option.value ? 'bg-brand-50 ring-brand-500' : 'ring-slate-300'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fapiao section (spec §3 invoice: normal or special VAT, electronic or paper, title and tax details). */
export function InvoiceForm({
  choice,
  onChange,
  saveProfile,
  onSaveProfileChange,
  problems = {},
}: {
  choice: InvoiceChoice;
  onChange: (choice: InvoiceChoice) => void;
  /** What the domain's checks found, field by field, shown under each field. */
  problems?: InvoiceMessages;
  saveProfile: boolean;
  onSaveProfileChange: (save: boolean) => void;
}) {
  const { t } = useTranslation('mall');
  const request = choice.wanted ? choice.request : EMPTY_INVOICE;
  const set = (patch: Partial<InvoiceRequest>) => onChange({ wanted: true, request: { ...request, ...patch } });
  const special = request.invoiceType === 'special';
  const company = special || request.titleType === 'company';
  const text = (field: keyof InvoiceRequest, label: string, type = 'text', autoComplete = 'off') => (
    <Field id={`invoice-${field}`} label={label}>
      <input
        id={`invoice-${field}`}
        type={type}
        autoComplete={autoComplete}
        value={(request[field] as string | undefined) ?? ''}
        onChange={(event) => set({ [field]: event.target.value })}
        aria-invalid={problems[field] ? true : undefined}
        aria-describedby={problems[field] ? `invoice-${field}-problem` : undefined}
        className={input}
      />
      {problems[field] && (
        <p id={`invoice-${field}-problem`} className="mt-1 text-xs text-red-700" data-testid="invoice-problem">
          {problems[field]}
        </p>
      )}
    </Field>
  );

  return (
    <div className="space-y-5" data-testid="invoice-form">
      <Choice
        name="invoice-wanted"
        legend={t('invoice.kind')}
        value={choice.wanted ? request.invoiceType : 'none'}
        options={[
          { value: 'none', label: t('invoice.none') },
          { value: 'normal', label: t('invoice.normal') },
          { value: 'special', label: t('invoice.special') },
        ]}
        onChange={(value) =>
          value === 'none'
            ? onChange({ wanted: false })
            : set({ invoiceType: value, titleType: value === 'special' ? 'company' : request.titleType })
        }
      />
      {problems.invoiceType && <p className="text-xs text-red-700">{problems.invoiceType}</p>}
      {choice.wanted && (
        <>
          <Choice
            name="invoice-media"
            legend={t('invoice.media')}
            value={request.mediaType}
            options={[
              { value: 'electronic', label: t('invoice.electronic') },
              { value: 'paper', label: t('invoice.paper') },
            ]}
            onChange={(mediaType) => set({ mediaType })}
          />
          <Choice
            name="invoice-title-type"
            legend={t('invoice.titleType')}
            value={company ? 'company' : 'personal'}
            options={[
              { value: 'company', label: t('invoice.company') },
              { value: 'personal', label: t('invoice.personal'), disabled: special },
            ]}
            onChange={(titleType) => set({ titleType })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {text('title', t('invoice.title'), 'text', company ? 'organization' : 'name')}
            {company && text('taxId', t('invoice.taxId'))}
            {special && text('address', t('invoice.address'), 'text', 'street-address')}
            {special && text('phone', t('invoice.phone'), 'tel')}
            {special && text('bank', t('invoice.bank'))}
            {special && text('account', t('invoice.account'))}
            {request.mediaType === 'electronic' && text('email', t('invoice.email'), 'email', 'email')}
            {request.mediaType === 'paper' && text('receiverName', t('invoice.receiverName'), 'text', 'name')}
            {request.mediaType === 'paper' && text('receiverPhone', t('invoice.receiverPhone'), 'tel', 'tel')}
            {request.mediaType === 'paper' &&
              text('receiverAddress', t('invoice.receiverAddress'), 'text', 'street-address')}
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={saveProfile}
              onChange={(event) => onSaveProfileChange(event.target.checked)}
              className="accent-brand-600"
            />
            {t('invoice.saveProfile')}
          </label>
        </>
      )}
    </div>
  );
}
