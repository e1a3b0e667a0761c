import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../i18n/format';

/** Formats demo prices in the interface language (the console's one currency, Intl). */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return (value: number) => formatCurrency(value, language);
}
