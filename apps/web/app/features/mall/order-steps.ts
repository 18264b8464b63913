import { useTranslation } from 'react-i18next';

/** The three steps of buying: confirm the order, pay, done. */
export function useOrderSteps(): string[] {
  const { t } = useTranslation('mall');
  return [t('steps.confirm'), t('steps.pay'), t('steps.done')];
}
