import type { RegionOption } from '@tallybook/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { createHttpClient } from '../../../lib/http';
import { useLanguage } from '../../../lib/use-language';
import { box } from '../../../ui/form-parts';

interface Level {
  options: RegionOption[];
  value: string;
}

const LEVEL_LABELS = ['province', 'city', 'district'] as const;

/**
 * spec §3: the region, from a province/city/district cascader rooted at 86. Each choice loads the
 * next level (GET /ommall/promoter/regions?parent=); the region is the leaf chosen last, posted as
 * `name`. A region with no third level (Hong Kong's districts) ends after two.
 */
export function RegionCascader({
  name,
  provinces,
  onChange,
}: {
  name: string;
  provinces: RegionOption[];
  onChange: (leaf: string) => void;
}) {
  const { t } = useTranslation('partner-apply');
  const language = useLanguage();
  const [levels, setLevels] = useState<Level[]>([{ options: provinces, value: '' }]);
  const [failed, setFailed] = useState('');
  const last = levels.at(-1);
  const leaf = last?.options.find((option) => option.code === last.value)?.leaf ? last.value : '';

  const choose = async (at: number, value: string) => {
    const kept = levels.slice(0, at + 1).map((level, index) => (index === at ? { ...level, value } : level));
    setLevels(kept);
    setFailed('');
    const chosen = kept[at]?.options.find((option) => option.code === value);
    onChange(chosen?.leaf ? value : '');
    if (!chosen || chosen.leaf) return;
    const children = await createHttpClient({ language }).get<RegionOption[]>('/ommall/promoter/regions', {
      query: { parent: value },
    });
    if (!children.ok || !children.data) {
      setFailed(children.msg);
      return;
    }
    const next = children.data;
    setLevels((now) => (now[at]?.value === value ? [...now.slice(0, at + 1), { options: next, value: '' }] : now));
  };

  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">{t('form.region')}</legend>
      <input type="hidden" name={name} value={leaf} />
      <div className="mt-1 grid gap-2 sm:grid-cols-3">
        {levels.map((level, at) => {
          const label = t(`form.${LEVEL_LABELS[at] ?? 'district'}`);
          return (
            <select
              // biome-ignore lint/suspicious/noArrayIndexKey: a level's place is what it is
              key={at}
              aria-label={label}
              data-testid={`region-${LEVEL_LABELS[at] ?? 'district'}`}
              value={level.value}
              onChange={(event) => void choose(at, event.target.value)}
              className={box}
            >
              <option value="">{label}</option>
              {level.options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          );
        })}
      </div>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {failed}
        </p>
      )}
    </fieldset>
  );
}
