import { useTranslation } from 'react-i18next';

/** Wire field -> its label on the institution form, to name fields a server did not apply. */
export function useInstitutionFieldLabels(): Record<string, string> {
  const { t } = useTranslation('institutions');
  return {
    name: t('fields.name'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    address: t('fields.address'),
    status: t('fields.status'),
    details: t('fields.details'),
    cover_photo: t('fields.coverPhoto'),
    video_link: t('fields.videoLink'),
    map_location: t('fields.mapLocation'),
  };
}
