import type { ProductVersion } from '@tallybook/domain';
import { numberFormat } from '@tallybook/domain';
import { useTranslation } from '../../i18n/react';
import { formatDate } from '../../lib/dates';
import { RichText } from '../../ui/RichText';

function size(bytes: number | null, language: string): string | null {
  if (bytes === null) return null;
  return numberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  );
}

/** spec §3, §7: a product's version history (`GET /api/product/version`), newest first, with what changed. */
export function VersionHistory({ versions, language }: { versions: ProductVersion[]; language: string }) {
  const { t } = useTranslation(['download', 'common']);
  if (versions.length === 0) return null;
  return (
    <details className="group mt-6 rounded-xl bg-white ring-1 ring-slate-200" data-testid="version-history">
      <summary className="cursor-pointer list-none px-5 py-3 font-semibold text-brand-700 marker:hidden">
        <span
          aria-hidden="true"
          className="me-2 inline-block transition-transform group-open:rotate-90 rtl:-scale-x-100"
        >
          ›
        </span>
        {t('history')}
      </summary>
      <ol className="divide-y divide-slate-100 px-5 pb-4">
        {versions.map((version) => {
          const bytes = size(version.size_bytes, language);
          return (
            <li key={version.id} className="py-3">
              <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
                <span className="font-semibold text-slate-900">
                  {t(`common:platforms.${version.type}`)} {version.version}
                </span>
                <time dateTime={version.released_at} className="text-slate-500">
                  {formatDate(language, version.released_at, 'medium')}
                </time>
                {bytes && <span className="text-slate-500">{bytes}</span>}
              </p>
              <RichText html={version.notes} className="mt-1 text-sm text-slate-700" />
            </li>
          );
        })}
      </ol>
    </details>
  );
}
