import { dealAmount, formatPrice, type Language, message, type PlaceOrderBody } from '@tallybook/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate, formatDateTime } from '../../lib/dates';
import { Button, buttonStyle } from '../../ui/Button';
import { Field, input } from '../../ui/form-parts';
import { StepBar } from '../../ui/StepBar';
import { toast } from '../../ui/Toast';
import { CANCEL_OPEN_ORDER, type CancelOpenOrderResult } from './cancel-open-order';
import type { AddContactResult } from './contact-form';
import { EMPTY_INVOICE, type InvoiceChoice, InvoiceForm, invoiceForSending } from './InvoiceForm';
import { idempotencyKeys } from './idempotency-key';
import { type InvoiceMessages, invoiceMessages } from './invoice-check';
import {
  type Contact,
  type CouponOffer,
  type InvoiceRequest,
  type Order,
  type OrderCheck,
  SERVICE_NUMBER,
} from './mall-api';
import { Card, OrderTotals } from './OrderSummary';
import { useOrderSteps } from './order-steps';
import { PLACE_ORDER, type PlaceOrderResult } from './place-order';

/** An order not placed yet: what the visitor chose in the mall, priced as the server priced it. */
export interface OrderDraft {
  kind: 'new' | 'renew' | 'add_users' | 'add_stores';
  skuId?: number;
  quantity: number;
  amount: number;
  /** "Professional · 1-year" or "Extra users × 2" */
  title: string;
  /** When the bought time ends, if known. */
  expiresAt: string | null;
  /** issue 16: bought at this campaign's price (its alias). */
  campaign?: string;
  /** issue 16: the coupon the buyer came with (the invite welcome's link), chosen when it applies. */
  coupon?: number;
}

function CouponPicker({
  coupons,
  chosen,
  onChoose,
  campaign,
  language,
}: {
  coupons: CouponOffer[];
  chosen: number | null;
  onChoose: (id: number | null) => void;
  /** issue 64: bought at a campaign's price, which is never taken with a coupon (decision 0045). */
  campaign: boolean;
  language: Language;
}) {
  const { t } = useTranslation('mall');
  if (campaign)
    return (
      <p className="text-sm text-slate-600" data-testid="coupon-campaign">
        {message(language, 'promotionNoCoupon')}
      </p>
    );
  if (coupons.length === 0) return <p className="text-sm text-slate-600">{t('coupon.none')}</p>;
  const row = 'flex items-start gap-3 rounded-xl p-3 ring-1';
  return (
    <fieldset data-testid="coupon-picker">
      <legend className="sr-only">{t('coupon.title')}</legend>
      <div className="space-y-2">
        <label className={`${row} cursor-pointer ${chosen === null ? 'bg-brand-50 ring-brand-500' : 'ring-slate-200'}`}>
          <input
            type="radio"
            name="coupon"
            checked={chosen === null}
            onChange={() => onChoose(null)}
            className="mt-1 accent-brand-600"
          />
          <span className="text-sm text-slate-800">{t('coupon.noneChosen')}</span>
        </label>
        {coupons.map((coupon) => (
          <label
            key={coupon.couponUserId}
            className={`${row} ${
              coupon.usable
                ? `cursor-pointer ${chosen === coupon.couponUserId ? 'bg-brand-50 ring-brand-500' : 'ring-slate-200'}`
                : 'cursor-not-allowed bg-slate-50 text-slate-500 ring-slate-200'
            }`}
            data-testid="coupon-option"
          >
            <input
              type="radio"
              name="coupon"
              disabled={!coupon.usable}
              checked={chosen === coupon.couponUserId}
              onChange={() => onChoose(coupon.couponUserId)}
              className="mt-1 accent-brand-600"
            />
            <span className="flex-1 text-sm">
              <span className="font-semibold">{coupon.name}</span>
              {coupon.usable && (
                <span className="ms-2 text-emerald-700">−{formatPrice(coupon.discount, language)}</span>
              )}
              <span className="block text-xs">
                {t('coupon.expires', { date: formatDate(language, coupon.expiresAt) })}
                {coupon.minSpend > 0 && ` · ${t('coupon.minSpend', { amount: dealAmount(coupon.minSpend, language) })}`}
              </span>
              {!coupon.usable && coupon.reason && <span className="block text-xs text-amber-700">{coupon.reason}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ContactPicker({
  contacts,
  chosen,
  onChoose,
  onAdded,
}: {
  contacts: Contact[];
  chosen: number | null;
  onChoose: (id: number) => void;
  onAdded: (contact: Contact) => void;
}) {
  const { t } = useTranslation('mall');
  const [adding, setAdding] = useState(contacts.length === 0);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  // the order-check page's action adds the contact (decision 0022); the fetcher is the busy state
  const fetcher = useFetcher<AddContactResult>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const problem = answer && !answer.ok ? answer.problem : '';

  // each answer is taken once, however often the page renders afterwards
  const taken = useRef<AddContactResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok || taken.current === fetcher.data) return;
    taken.current = fetcher.data;
    setName('');
    setPhone('');
    setEmail('');
    setAdding(false);
    onAdded(fetcher.data.contact);
  }, [fetcher.state, fetcher.data, onAdded]);

  const add = () => fetcher.submit({ name, phone, email }, { method: 'post', encType: 'application/json' });

  return (
    <div className="space-y-3" data-testid="contact-picker">
      {contacts.length > 0 && (
        <fieldset>
          <legend className="sr-only">{t('contact.title')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {contacts.map((contact) => (
              <label
                key={contact.id}
                className={`flex cursor-pointer items-start gap-3 rounded-xl p-3 text-sm ring-1 ${
                  chosen === contact.id ? 'bg-brand-50 ring-brand-500' : 'ring-slate-200'
                }`}
              >
                <input
                  type="radio"
                  name="contact"
                  checked={chosen === contact.id}
                  onChange={() => onChoose(contact.id)}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="font-semibold text-slate-900">{contact.name}</span>
                  <span className="block text-slate-600">{contact.phone}</span>
                  {contact.email && <span className="block text-slate-600">{contact.email}</span>}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {adding ? (
        <div className="rounded-xl bg-slate-50 p-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <Field id="contact-name" label={t('contact.name')}>
              <input
                id="contact-name"
                autoComplete="name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                className={input}
              />
            </Field>
            <Field id="contact-phone" label={t('contact.phone')}>
              <input
                id="contact-phone"
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                className={input}
              />
            </Field>
            <Field id="contact-email" label={t('contact.email')}>
              <input
                id="contact-email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                className={input}
              />
            </Field>
          </div>
          <p role="alert" className="mt-2 min-h-5 text-sm text-red-700">
            {problem}
          </p>
          <div className="flex gap-3">
            <Button onClick={add} busy={busy} size="sm">
              {t('contact.save')}
            </Button>
            {contacts.length > 0 && (
              <Button onClick={() => setAdding(false)} variant="secondary" size="sm">
                {t('contact.cancel')}
              </Button>
            )}
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          + {t('contact.add')}
        </button>
      )}
    </div>
  );
}

function bestCoupon(coupons: CouponOffer[]): number | null {
  const usable = coupons.filter((coupon) => coupon.usable && coupon.discount > 0);
  usable.sort((a, b) => b.discount - a.discount);
  return usable[0]?.couponUserId ?? null;
}

/** Step 1 of buying a new licence or extra seats: coupon, contact and fapiao, then the order is placed. */
export function DraftOrderCheck({
  draft,
  coupons,
  contacts: initialContacts,
  invoiceProfile,
  language,
}: {
  draft: OrderDraft;
  coupons: CouponOffer[];
  contacts: Contact[];
  invoiceProfile: InvoiceRequest | null;
  language: Language;
}) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const steps = useOrderSteps();
  const [keyFor] = useState(() => idempotencyKeys());
  const [couponId, setCouponId] = useState<number | null>(() =>
    coupons.some((each) => each.couponUserId === draft.coupon && each.usable)
      ? (draft.coupon ?? null)
      : bestCoupon(coupons),
  );
  const [contacts, setContacts] = useState(initialContacts);
  const [contactId, setContactId] = useState<number | null>(
    () => (initialContacts.find((each) => each.isDefault) ?? initialContacts[0])?.id ?? null,
  );
  const [invoice, setInvoice] = useState<InvoiceChoice>(
    invoiceProfile ? { wanted: true, request: { ...EMPTY_INVOICE, ...invoiceProfile } } : { wanted: false },
  );
  const [saveProfile, setSaveProfile] = useState(true);
  // the problems the browser found before posting; the action's answer replaces them
  const [checked, setChecked] = useState<{ problem: string; problems: InvoiceMessages }>({ problem: '', problems: {} });
  // the page's action places the order (decision 0022): the fetcher is the busy state and the answer
  const fetcher = useFetcher<PlaceOrderResult>();
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const problem = answer && !answer.ok ? answer.problem : checked.problem;
  const invoiceProblems = (answer && !answer.ok ? answer.problems : undefined) ?? checked.problems;
  const coupon = coupons.find((each) => each.couponUserId === couponId);
  const discount = coupon?.usable ? coupon.discount : 0;

  // a placed order goes on to payment, once, however often the page renders afterwards
  const taken = useRef<PlaceOrderResult | undefined>(undefined);
  useEffect(() => {
    if (!answer?.ok || taken.current === answer) return;
    taken.current = answer;
    if (answer.warning) toast.warning(answer.warning);
    navigate(`/order/pay?orderNo=${encodeURIComponent(answer.orderNo)}`);
  }, [answer, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = invoice.wanted ? invoiceForSending(invoice.request) : undefined;
    const found = request ? invoiceMessages(request, language) : {};
    setChecked({ problem: Object.values(found)[0] ?? '', problems: found });
    if (Object.keys(found).length > 0) return;
    const order: PlaceOrderBody = {
      kind: draft.kind,
      skuId: draft.skuId,
      serviceNumber: SERVICE_NUMBER,
      quantity: draft.quantity,
      couponUserId: couponId ?? undefined,
      campaign: draft.campaign,
      contactorId: contactId ?? undefined,
      invoice: request,
    };
    // JSON drops the fields left undefined, as the request the key was drawn for does
    const posted = JSON.parse(JSON.stringify({ intent: PLACE_ORDER, order, key: keyFor(order), saveProfile }));
    void fetcher.submit(posted, { method: 'post', encType: 'application/json' });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepBar steps={steps} current={0} />
      <Card title={t('order.summary')} testId="order-summary">
        <p className="font-semibold text-slate-900" data-testid="order-title">
          {draft.title}
        </p>
        {draft.expiresAt && (
          <p className="mt-1 text-sm text-slate-600">
            {t(draft.kind === 'renew' ? 'order.renewUntil' : 'order.until', {
              date: formatDate(language, draft.expiresAt),
            })}
          </p>
        )}
      </Card>
      <Card title={t('coupon.title')}>
        <CouponPicker
          coupons={coupons}
          chosen={couponId}
          onChoose={setCouponId}
          campaign={draft.campaign !== undefined}
          language={language}
        />
      </Card>
      <Card title={t('contact.title')}>
        <ContactPicker
          contacts={contacts}
          chosen={contactId}
          onChoose={setContactId}
          onAdded={(contact) => {
            setContacts((all) => [...all, contact]);
            setContactId(contact.id);
          }}
        />
      </Card>
      <Card title={t('invoice.heading')}>
        <InvoiceForm
          choice={invoice}
          onChange={setInvoice}
          problems={invoiceProblems}
          saveProfile={saveProfile}
          onSaveProfileChange={setSaveProfile}
        />
      </Card>
      <Card title={t('order.payment')}>
        <OrderTotals amount={draft.amount} discount={discount} language={language} />
        <p role="alert" className="mt-3 min-h-5 text-sm text-red-700" data-testid="form-problem">
          {problem}
        </p>
        <Button type="submit" busy={busy} size="lg" block className="mt-2 sm:w-auto sm:px-10">
          {t('order.submit')}
        </Button>
      </Card>
    </form>
  );
}

/** Step 1 of an order the server already placed (an upgrade): its quote, before anything is paid. */
export function PlacedOrderCheck({ check, language }: { check: OrderCheck; language: Language }) {
  const { t } = useTranslation('mall');
  const steps = useOrderSteps();
  const { order } = check;
  return (
    <div className="space-y-5">
      <StepBar steps={steps} current={0} />
      <Card title={t('order.summary')} testId="order-summary">
        <p className="font-semibold text-slate-900" data-testid="order-title">
          {order.title}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('order.number', { orderNo: order.orderNo })}</p>
        {order.kind === 'upgrade' && order.quote.remainingDays !== null && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="upgrade-quote">
            {t('order.upgradeQuote', {
              days: order.quote.remainingDays,
              amount: formatPrice(order.amount, language),
            })}
          </p>
        )}
      </Card>
      <Card title={t('order.payment')}>
        <OrderTotals amount={order.amount} discount={order.discount} vat={order.vat} language={language} />
        {check.payable ? (
          <Link
            to={`/order/pay?orderNo=${encodeURIComponent(order.orderNo)}`}
            className={buttonStyle({ size: 'lg', block: true, className: 'mt-4 sm:w-auto sm:px-10' })}
          >
            {t('order.toPayment')}
          </Link>
        ) : (
          <p className="mt-4 text-sm text-slate-700" data-testid="order-status">
            {t(`status.${order.status}`)} ·{' '}
            <Link to="/account/orders" className="font-semibold text-brand-700 hover:underline">
              {t('orders.title')}
            </Link>
          </p>
        )}
      </Card>
    </div>
  );
}

/**
 * Issue 12: an order of this product that was left unpaid, offered before another is placed: pay it,
 * or cancel it (its coupon comes back for this order). Cancelling posts to the page's action.
 */
export function OpenOrders({ orders, language }: { orders: Order[]; language: Language }) {
  const { t } = useTranslation('mall');
  const fetcher = useFetcher<CancelOpenOrderResult>();
  const busy = fetcher.state !== 'idle';
  const refused = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.problem : '';
  return (
    <section
      aria-labelledby="open-orders-title"
      className="mb-6 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
      data-testid="open-orders"
    >
      <h2 id="open-orders-title" className="font-semibold text-amber-900">
        {t('openOrders.title', { count: orders.length })}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t('openOrders.body')}</p>
      <ul className="mt-3 space-y-3">
        {orders.map((order) => (
          <li
            key={order.orderNo}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4"
            data-order-no={order.orderNo}
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{order.title}</p>
              <p className="mt-1 text-sm text-slate-600">
                <bdi>{formatPrice(order.finalAmount, language)}</bdi> ·{' '}
                {t('openOrders.deadline', { time: formatDateTime(language, order.payDeadline) })}
                {order.couponUserId !== null && <> · {t('openOrders.holdsCoupon')}</>}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                busy={busy}
                onClick={() =>
                  fetcher.submit(
                    { intent: CANCEL_OPEN_ORDER, orderNo: order.orderNo },
                    { method: 'post', encType: 'application/json' },
                  )
                }
              >
                {t('openOrders.cancel')}
              </Button>
              <Link
                to={`/order/pay?orderNo=${encodeURIComponent(order.orderNo)}`}
                className={buttonStyle({ size: 'sm' })}
              >
                {t('openOrders.continue')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {refused && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {refused}
        </p>
      )}
    </section>
  );
}
