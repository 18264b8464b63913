import type { Language } from '@tallybook/domain';
import { formatPrice } from '@tallybook/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { buttonStyle } from '../../ui/Button';
import { toast } from '../../ui/Toast';
import type { ServiceSummary } from './mall-api';

/** The mall's home: every service on display with its editions and where prices start. */
export function MallHome({
  services,
  problem,
  language,
}: {
  services: ServiceSummary[];
  /** spec §7: the goods list failed: the server's message, or 获取商品列表出错. */
  problem: string | null;
  language: Language;
}) {
  const { t } = useTranslation('mall');
  useEffect(() => {
    if (problem) toast.error(problem);
  }, [problem]);

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('home.title')}</h1>
          <p className="mt-3 text-slate-600">{t('home.subtitle')}</p>
        </header>
        {services.length === 0 && (
          <p className="mt-10 rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200" role="status">
            {problem ?? t('home.empty')}
          </p>
        )}
        <div className="mt-10 space-y-10">
          {services.map((service) => (
            <section
              key={service.serviceNumber}
              aria-labelledby={`service-${service.serviceNumber}`}
              className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8"
              data-testid="mall-service"
            >
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="max-w-2xl">
                  <h2 id={`service-${service.serviceNumber}`} className="text-2xl font-bold text-slate-900">
                    {service.name}
                  </h2>
                  <p className="mt-2 text-slate-600">{service.description}</p>
                </div>
                <Link to={`/mall/${service.serviceNumber}`} className={buttonStyle({ size: 'sm' })}>
                  {t('home.details')}
                </Link>
              </div>
              <ul className="mt-6 grid gap-4 md:grid-cols-2">
                {service.editions.map((edition) => (
                  <li
                    key={edition.level}
                    className="flex flex-col rounded-xl p-5 ring-1 ring-slate-200"
                    data-testid={`edition-${edition.level}`}
                  >
                    <h3 className="text-lg font-semibold text-slate-900">{edition.name}</h3>
                    <p className="mt-1 text-2xl font-extrabold text-brand-700">
                      {t('home.fromPerYear', { price: formatPrice(edition.fromPrice, language) })}
                    </p>
                    <p className="mt-2 text-sm text-slate-600">
                      {t('limits.summary', { users: edition.includedUsers, stores: edition.includedStores })}
                    </p>
                    <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
                      {edition.features.map((feature) => (
                        <li key={feature} className="flex gap-2">
                          <span aria-hidden="true" className="text-emerald-600">
                            ✓
                          </span>
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                    <Link
                      to={`/mall/${service.serviceNumber}?level=${edition.level}`}
                      className="mt-4 self-start text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {t('home.choose', { edition: edition.name })}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
