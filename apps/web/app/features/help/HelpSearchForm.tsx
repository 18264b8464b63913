import { HELP_KEYWORD_MAX_LENGTH } from '@tallybook/domain';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n/react';

/** spec §2: the help centre's search; a plain GET form, so it works before the page's script. */
export function HelpSearchForm({ keyword = '', large = false }: { keyword?: string; large?: boolean }) {
  const { t } = useTranslation('help');
  return (
    <Form method="get" action="/help/search" role="search" className="flex w-full max-w-2xl gap-2">
      <label htmlFor="help-keyword" className="sr-only">
        {t('search.label')}
      </label>
      <input
        id="help-keyword"
        name="keyword"
        type="search"
        defaultValue={keyword}
        maxLength={HELP_KEYWORD_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        className={`min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 ${
          large ? 'h-12 text-base' : 'h-10 text-sm'
        }`}
      />
      <button
        type="submit"
        className={`shrink-0 rounded-lg bg-accent-400 px-5 font-semibold text-brand-900 hover:bg-accent-500 ${
          large ? 'h-12' : 'h-10 text-sm'
        }`}
      >
        {t('search.button')}
      </button>
    </Form>
  );
}
