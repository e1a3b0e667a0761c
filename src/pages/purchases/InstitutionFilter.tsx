import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { useLookupSelect } from '../../hooks/useLookupSelect';

/**
 * The System Admin's institution filter: its options are a request of their own (searched on
 * the server), made only once this is mounted.
 */
export function InstitutionFilter({
  value,
  width,
  onChange,
}: {
  value: number | undefined;
  width: number;
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
    <Select<number>
      options={selectProps.options}
      onSearch={selectProps.onSearch}
      loading={selectProps.loading}
      filterOption={false}
      showSearch
      allowClear
      aria-label={t('filters.institution')}
      placeholder={t('filters.institution')}
      style={{ width, maxWidth: '100%' }}
      value={value}
      onChange={onChange}
    />
  );
}

export default InstitutionFilter;
