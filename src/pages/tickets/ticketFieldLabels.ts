import { useTranslation } from 'react-i18next';

/** Wire field -> its label on the ticket form, to name fields a server did not apply. */
export function useTicketFieldLabels(): Record<string, string> {
  const { t } = useTranslation('tickets');
  return {
    name: t('fields.name'),
    institution_id: t('fields.institution'),
    price: t('fields.price'),
    capacity: t('fields.capacity'),
    is_regular: t('fields.isRegular'),
    date: t('fields.date'),
    start_datetime: t('fields.startTime'),
    end_datetime: t('fields.endTime'),
    description: t('fields.description'),
    benefits: t('fields.benefits'),
  };
}
