import { useTranslation } from 'react-i18next';

/**
 * "Unknown (value)" for a stored value the contract does not name (a payment method or a status
 * carried over from legacy data): the user sees that it is unusual and what it is, and the
 * screen never fails on it.
 */
export function useUnknownValueLabel(): (value: unknown) => string {
  const { t } = useTranslation('common');
  return (value) => t('kit.unknownValue', { value: String(value) });
}
