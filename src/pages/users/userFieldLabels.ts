import { useTranslation } from 'react-i18next';

/** A user's fields by wire name, in the user's language: what the stale-edit dialog names. */
export function useUserFieldLabels(): Record<string, string> {
  const { t } = useTranslation('users');
  return {
    name: t('fields.name'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    date_of_birth: t('fields.dateOfBirth'),
    role: t('fields.role'),
    institution_id: t('fields.institution'),
    is_social: t('fields.isSocial'),
    social_uuid: t('fields.socialUuid'),
    profile_pic: t('fields.profilePic'),
  };
}
