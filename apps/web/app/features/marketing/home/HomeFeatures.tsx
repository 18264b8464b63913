import { useTranslation } from '../../../i18n/react';
import { IconTile } from '../../../ui/IconTile';

// spec §1: what the product does — inventory, invoicing, orders, analysis — across stores and devices.
const FEATURES = [
  { key: 'inventory', icon: 'M21 8 12 3 3 8v8l9 5 9-5z M3 8l9 5 9-5 M12 13v8' },
  { key: 'invoicing', icon: 'M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h6' },
  { key: 'orders', icon: 'M3 4h2l2.4 11h11L21 7H7 M9 20h.01 M18 20h.01' },
  { key: 'analysis', icon: 'M4 20V10 M10 20V4 M16 20v-7 M22 20H2' },
  { key: 'stores', icon: 'M3 9l2-5h14l2 5 M4 9v11h16V9 M3 9h18 M9 20v-6h6v6' },
  { key: 'mobile', icon: 'M7 2h10v20H7z M11 18h2' },
] as const;

/** What Tallybook does, one card per part of the product. */
export function HomeFeatures() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-2xl font-bold text-brand-900">
        {t('features.title')}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">{t('features.subtitle')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="features">
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className="rounded-2xl p-6 ring-1 ring-slate-200">
            <IconTile path={icon} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`features.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
