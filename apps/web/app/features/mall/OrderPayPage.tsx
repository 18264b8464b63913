import { formatPrice, type Language } from '@tallybook/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDateTime } from '../../lib/dates';
import { Button, buttonStyle } from '../../ui/Button';
import { box } from '../../ui/form-parts';
import { StepBar } from '../../ui/StepBar';
import { toast } from '../../ui/Toast';
import { BANK_CAPTCHA, BANK_DETAILS, type BankTransferResult } from './bank-transfer';
import { mallApi, type OrderCheck } from './mall-api';
import { Card, OrderTotals } from './OrderSummary';
import { useOrderSteps } from './order-steps';
import { appPayTypesAvailable, browserPayBridge } from './pay-bridge';
import { APP_PAY_TYPES, PaymentRejected, payByType } from './pay-by-type';

const BANK_TRANSFER = 'bank';
const APP_TYPES: number[] = Object.values(APP_PAY_TYPES);

/** Bank transfer: our account details texted to the user's phone, after a graphic captcha. */
function BankTransfer({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('mall');
  // the pay page's action draws the captcha and sends the details (decision 0022); each of its
  // answers carries the next captcha, as a captcha is spent by one try. Neither changes what the
  // page loaded, so its loaders do not run again.
  const fetcher = useFetcher<BankTransferResult>();
  const busy = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const captcha = answer?.captcha ?? null;
  const drawn = useRef(false);
  useEffect(() => {
    if (drawn.current) return;
    drawn.current = true;
    void fetcher.submit({ intent: BANK_CAPTCHA }, { method: 'post', defaultShouldRevalidate: false });
  }, [fetcher]);

  // each answer is told once, however often the page renders afterwards
  const told = useRef<BankTransferResult | undefined>(undefined);
  useEffect(() => {
    if (!answer || busy || told.current === answer) return;
    told.current = answer;
    if (answer.ok && answer.msg) toast.success(answer.msg);
  }, [answer, busy]);

  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4 text-sm" data-testid="bank-transfer">
      <p className="text-slate-700">{t('pay.bankExplained', { orderNo })}</p>
      <fetcher.Form method="post" defaultShouldRevalidate={false} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="orderNo" value={orderNo} />
        <input type="hidden" name="captchaId" value={captcha?.id ?? ''} />
        <div>
          <label htmlFor="bank-captcha" className="block text-xs text-slate-600">
            {t('pay.captcha')}
          </label>
          <input
            // a new captcha starts with an empty answer
            key={captcha?.id ?? 'none'}
            id="bank-captcha"
            name="captcha"
            autoComplete="off"
            className={`mt-1 w-32 ${box}`}
          />
        </div>
        {captcha && (
          <button
            type="submit"
            name="intent"
            value={BANK_CAPTCHA}
            disabled={busy}
            aria-label={t('pay.newCaptcha')}
            className="h-11 overflow-hidden rounded-lg bg-white ring-1 ring-slate-300"
          >
            <img src={`data:image/svg+xml;utf8,${encodeURIComponent(captcha.svg)}`} alt="" className="h-11" />
          </button>
        )}
        <Button type="submit" name="intent" value={BANK_DETAILS} busy={busy} disabled={!captcha}>
          {t('pay.sendBankDetails')}
        </Button>
      </fetcher.Form>
      <p role="alert" className="mt-2 min-h-5 text-red-700">
        {busy ? '' : (answer?.problem ?? '')}
      </p>
    </div>
  );
}

/** Step 2: choose how to pay, then on to the provider's page (the sandbox gateway when none is set up). */
export function OrderPayPage({ check, language }: { check: OrderCheck; language: Language }) {
  const { t } = useTranslation('mall');
  const steps = useOrderSteps();
  const { order } = check;
  const [inApp, setInApp] = useState(false);
  useEffect(() => setInApp(appPayTypesAvailable()), []);
  const payTypes = check.payTypes.filter((each) => inApp || !APP_TYPES.includes(each.payType));
  const [choice, setChoice] = useState<string>(String(payTypes[0]?.payType ?? BANK_TRANSFER));
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    const payType = Number(choice);
    setBusy(true);
    const api = mallApi(language);
    try {
      const response = await payByType({
        payType,
        payload: {
          orderNo: order.orderNo,
          payType,
          returnUrl: `/order/result?orderNo=${encodeURIComponent(order.orderNo)}`,
        },
        send: async (payload) => {
          const result = await api.pay(String(payload.orderNo), Number(payload.payType), String(payload.returnUrl));
          return { code: result.code, data: result.data, msg: result.msg, body: result.body };
        },
        bridge: browserPayBridge(),
        language,
      });
      if (response.data?.payUrl) {
        window.location.assign(response.data.payUrl);
        return;
      }
      window.location.assign(`/order/result?orderNo=${encodeURIComponent(order.orderNo)}`);
    } catch (error) {
      setBusy(false);
      toast.error(error instanceof PaymentRejected ? error.message : String(error));
    }
  };

  const ended = order.status !== 'unpaid';
  return (
    <div className="space-y-5">
      <StepBar steps={steps} current={ended && order.status === 'paid' ? 2 : 1} />
      <Card title={t('order.summary')} testId="order-summary">
        <p className="font-semibold text-slate-900" data-testid="order-title">
          {order.title}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('order.number', { orderNo: order.orderNo })}</p>
        <div className="mt-4">
          <OrderTotals amount={order.amount} discount={order.discount} vat={order.vat} language={language} />
        </div>
      </Card>
      {ended ? (
        <Card title={t('pay.title')}>
          <p className="text-slate-800" data-testid="order-status">
            {t(`pay.ended.${order.status}`)}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {order.status === 'paid' && (
              <Link
                to={`/order/result?orderNo=${encodeURIComponent(order.orderNo)}`}
                className={buttonStyle({ size: 'sm' })}
              >
                {t('result.view')}
              </Link>
            )}
            <Link to="/account/orders" className={buttonStyle({ variant: 'outline', size: 'sm' })}>
              {t('orders.title')}
            </Link>
          </div>
        </Card>
      ) : (
        <Card title={t('pay.title')}>
          <fieldset>
            <legend className="sr-only">{t('pay.method')}</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {[
                ...payTypes.map((each) => ({ value: String(each.payType), label: each.name })),
                ...(check.bankTransfer ? [{ value: BANK_TRANSFER, label: t('pay.bank') }] : []),
              ].map((option) => (
                <label
                  key={option.value}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl p-4 ring-1 ${
                    choice === option.value ? 'bg-brand-50 ring-brand-500' : 'ring-slate-200'
                  }`}
                >
                  <input
                    type="radio"
                    name="pay-type"
                    value={option.value}
                    checked={choice === option.value}
                    onChange={() => setChoice(option.value)}
                    className="accent-brand-600"
                  />
                  <span className="font-medium text-slate-900">{option.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {choice === BANK_TRANSFER ? (
            <BankTransfer orderNo={order.orderNo} />
          ) : (
            <>
              <p className="mt-4 text-sm text-slate-600">
                {t('pay.deadline', { time: formatDateTime(language, order.payDeadline) })}
              </p>
              <Button
                onClick={pay}
                busy={busy}
                disabled={!check.payable}
                size="lg"
                block
                className="mt-4 sm:w-auto sm:px-10"
              >
                {t('pay.submit', { amount: formatPrice(order.finalAmount, language) })}
              </Button>
            </>
          )}
        </Card>
      )}
    </div>
  );
}
