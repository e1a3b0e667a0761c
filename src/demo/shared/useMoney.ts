import { useTranslation } from 'react-i18next';

/** Formats demo prices (US dollars) in the interface language. */
export function useMoney() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
    style: 'currency',
    currency: 'USD',
  });
  return (value: number) => format.format(value);
}
