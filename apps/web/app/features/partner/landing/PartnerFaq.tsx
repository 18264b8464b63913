import { formatPrice, MIN_WITHDRAWAL_FEN, PARTNER_SUPPORT_HOURS } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { useLanguage } from '../../../lib/use-language';

const QUESTIONS = [1, 2, 3, 4, 5, 6] as const;

export function PartnerFaq() {
  const { t } = useTranslation('join-agent');
  const language = useLanguage();
  const values = {
    opens: PARTNER_SUPPORT_HOURS.opens,
    closes: PARTNER_SUPPORT_HOURS.closes,
    minimum: formatPrice(MIN_WITHDRAWAL_FEN, language),
  };
  return (
    <section aria-labelledby="faq-title" id="faq" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="faq-title" className="text-3xl font-bold tracking-tight text-brand-900">
        {t('faq.title')}
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl ring-1 ring-slate-200" data-testid="faq">
        {QUESTIONS.map((n) => (
          <details key={n} className="group px-6 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {t(`faq.q${n}`)}
              <span aria-hidden="true" className="text-xl text-brand-600 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="mt-3 text-slate-600">{t(`faq.a${n}`, values)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
