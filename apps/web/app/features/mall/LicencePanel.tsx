import { type ExtraSeatsQuote, formatPrice, type Language, MALL_ORDER_MAX_QUANTITY } from '@tallybook/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/ConfirmDialog';
import { box } from '../../ui/form-parts';
import { toast } from '../../ui/Toast';
import { type Licence, mallApi, type ServiceDetail } from './mall-api';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** One add-on (extra users or extra stores): a quantity, its price to the licence's end, and buying it. */
function AddOn({ type, language }: { type: 'user' | 'store'; language: Language }) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [quote, setQuote] = useState<ExtraSeatsQuote | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let current = true;
    setQuote(null);
    if (quantity < 1) return;
    void mallApi(language)
      .addOnQuote(type, quantity)
      .then((result) => {
        if (!current) return;
        setQuote(result.ok ? result.data : null);
        setProblem(result.ok ? '' : result.msg);
      });
    return () => {
      current = false;
    };
  }, [type, quantity, language]);

  const id = `add-${type}-quantity`;
  const kind = type === 'user' ? 'add_users' : 'add_stores';
  return (
    <div className="rounded-xl bg-slate-50 p-4" data-testid={`add-${type}s`}>
      <h3 className="font-semibold text-slate-900">
        {type === 'user' ? t('licence.addUsers') : t('licence.addStores')}
      </h3>
      <div className="mt-2 flex items-end gap-3">
        <div className="w-24">
          <label htmlFor={id} className="block text-xs text-slate-600">
            {t('licence.quantity')}
          </label>
          <input
            id={id}
            type="number"
            min={1}
            max={MALL_ORDER_MAX_QUANTITY}
            inputMode="numeric"
            value={quantity}
            onChange={(event) =>
              setQuantity(Math.min(MALL_ORDER_MAX_QUANTITY, Math.max(0, Math.trunc(Number(event.target.value)))))
            }
            className={`mt-1 ${box}`}
          />
        </div>
        <Button
          disabled={!quote}
          onClick={() => navigate(`/order/check?kind=${kind}&quantity=${quantity}`)}
          className="text-sm"
        >
          {t('licence.buy')}
        </Button>
      </div>
      <p className="mt-2 min-h-5 text-sm text-slate-700" aria-live="polite" data-testid={`add-${type}s-quote`}>
        {quote
          ? quote.expiresAt
            ? t('licence.addOnQuote', {
                amount: formatPrice(quote.amount, language),
                days: quote.remainingDays,
                date: formatDate(language, quote.expiresAt),
              })
            : t('licence.addOnQuoteDays', { amount: formatPrice(quote.amount, language), days: quote.remainingDays })
          : problem}
      </p>
    </div>
  );
}

/** The visitor's licence of this service, with the one-click upgrade and the add-ons it allows. */
export function LicencePanel({
  licence,
  service,
  language,
}: {
  licence: Licence;
  service: ServiceDetail;
  language: Language;
}) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const edition = service.editions.find((each) => each.level === licence.level);
  const professional = service.editions.find((each) => each.level === 'professional');

  // spec §1: one-click upgrade; the server quotes the difference for the remaining days and creates
  // the upgrade order, which /order/check shows with its quote before anything is paid.
  const upgrade = async () => {
    const ok = await confirm({
      title: t('licence.upgradeTitle'),
      message: t('licence.upgradeExplained', { days: licence.remainingDays ?? 0 }),
    });
    if (!ok) return;
    setBusy(true);
    const result = await mallApi(language).upgrade({ srvId: service.serviceNumber, targetLevel: 'professional' });
    setBusy(false);
    if (!result.ok || !result.data) {
      toast.error(result.msg);
      return;
    }
    navigate(`/order/check?orderNo=${encodeURIComponent(result.data.order.orderNo)}`);
  };

  return (
    <section
      aria-labelledby="licence-title"
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      data-testid="licence-panel"
    >
      <h2 id="licence-title" className="text-lg font-semibold text-slate-900">
        {licence.trial ? t('licence.trialTitle') : t('licence.title')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('licence.edition')}</dt>
        <dd className="font-medium text-slate-900" data-testid="licence-edition">
          {edition?.name ?? licence.level}
        </dd>
        <dt className="text-slate-500">{t('licence.expires')}</dt>
        <dd className="text-slate-900">
          {licence.expiresAt
            ? licence.access === 'full'
              ? `${formatDate(language, licence.expiresAt)} · ${t('licence.daysLeft', { count: licence.remainingDays ?? 0 })}`
              : formatDate(language, licence.expiresAt)
            : t('duration.buyout')}
        </dd>
        <dt className="text-slate-500">{t('limits.users')}</dt>
        <dd className="text-slate-900" data-testid="licence-users">
          {licence.users}
        </dd>
        <dt className="text-slate-500">{t('limits.stores')}</dt>
        <dd className="text-slate-900" data-testid="licence-stores">
          {licence.stores}
        </dd>
      </dl>
      <ReadOnlyNotice licence={licence} language={language} />
      {!licence.trial && licence.access === 'full' && (
        <div className="mt-5 space-y-4">
          {licence.level === 'basic' && professional && (
            <button
              type="button"
              onClick={upgrade}
              disabled={busy}
              className="h-11 w-full rounded-lg bg-accent-400 px-4 font-semibold text-brand-900 hover:bg-accent-500 disabled:opacity-60"
            >
              {t('licence.upgrade', { edition: professional.name })}
            </button>
          )}
          <AddOn type="user" language={language} />
          {edition?.canBuyExtraStores && <AddOn type="store" language={language} />}
        </div>
      )}
    </section>
  );
}
