import type { Partner } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';

/** spec §3, §9: the partners' logo wall (12 from the content API); nothing when there are none. */
export function PartnerLogos({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation('home');
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="partners-title" className="text-center text-2xl font-bold text-brand-900">
          {t('partners.title')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-600">{t('partners.subtitle')}</p>
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="partner-logos">
          {partners.map((partner) => (
            <li key={partner.id} className="flex items-center justify-center rounded-xl bg-white px-3 py-2">
              <img
                src={partner.logo}
                alt={partner.title}
                width={240}
                height={96}
                loading="lazy"
                decoding="async"
                className="h-auto w-full max-w-44"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
