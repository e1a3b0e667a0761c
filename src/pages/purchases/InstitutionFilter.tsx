import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { LookupFilter } from '../../components/LookupFilter';
import { useLookupSelect } from '../../hooks/useLookupSelect';

/** The institution filter's narrowest width; the list holds its place that wide (filterStyle). */
export const INSTITUTION_FILTER_MIN_WIDTH = 220;

/**
 * The System Admin's institution filter: its options are a request of their own (searched on
 * the server), made only once this is mounted.
 */
export function InstitutionFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('purchases');
  const { selectProps } = useLookupSelect<Institution>({
    resource: 'institutions',
    optionLabel: 'name',
    optionValue: 'institution_id',
    onSearch: (search) => [{ field: 'q', operator: 'contains', value: search }],
    // A filter restored from the URL names its institution even when not among the first options.
    defaultValue: value,
  });
  return (
    <LookupFilter
      lookup={selectProps}
      label={t('filters.institution')}
      minWidth={INSTITUTION_FILTER_MIN_WIDTH}
      value={value}
      onChange={onChange}
    />
  );
}

export default InstitutionFilter;
