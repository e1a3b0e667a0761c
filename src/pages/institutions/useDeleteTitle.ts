import { useTranslation } from 'react-i18next';
import { useServerCapabilities } from '../../api/serverIdentity';

/**
 * The plain delete's question, naming what goes with the institution on the server in use: here
 * its ticket types and lockers (its users stay, as App Users); on the legacy server its users too.
 * Until the server is known it says the more destructive one.
 */
export function useInstitutionDeleteTitle(): (name: string) => string {
  const { t } = useTranslation('institutions');
  const { data: server } = useServerCapabilities();
  const key = server?.institutionDeleteKeepsUsers
    ? 'delete.confirmWhatGoes'
    : 'delete.confirmDeletesUsers';
  return (name) => t(key, { name });
}
