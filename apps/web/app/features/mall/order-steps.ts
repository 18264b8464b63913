import { useTranslation } from '../../i18n/react';

/** The three steps of buying: confirm the order, pay, done. */
export function useOrderSteps(): string[] {
  const { t } = useTranslation('mall');
  return [t('steps.confirm'), t('steps.pay'), t('steps.done')];
}
