import type { Language } from '@tallybook/domain';
import { useTranslation } from '../../../i18n/react';
import { PageTopBar } from '../../../ui/PageTopBar';
import { REGISTER_HREF } from './register-link';

/** The campaign's own top bar (the route hides the site header): the page top bar and the trial button. */
export function IntroTopBar({ language }: { language: Language }) {
  const { t } = useTranslation('intro-ailit');
  return (
    <PageTopBar language={language} testId="intro-top-bar">
      <a
        href={REGISTER_HREF}
        className="hidden rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 sm:inline-block"
      >
        {t('topBar.start')}
      </a>
    </PageTopBar>
  );
}
