import { useSelect } from '@refinedev/antd';
import type { BaseRecord, HttpError, UseSelectProps } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Refine's `useSelect` for a select whose options come from another resource (a venue, say).
 * When the options fail to load, the select says so and offers Retry, instead of an empty list
 * that reads as "there is no venue".
 */
export function useLookupSelect<T extends BaseRecord>(props: UseSelectProps<T, HttpError, T>) {
  const { t } = useTranslation('common');
  const result = useSelect<T>(props);
  const { query } = result;
  if (!query.isError) return result;
  return {
    ...result,
    selectProps: {
      ...result.selectProps,
      status: 'warning' as const,
      notFoundContent: (
        <Space direction="vertical" size="small" role="alert">
          <Typography.Text type="warning">
            {t('kit.lookup.failed', { message: query.error?.message ?? '' })}
          </Typography.Text>
          <Button size="small" onClick={() => void query.refetch()}>
            {t('kit.lookup.retry')}
          </Button>
        </Space>
      ),
    },
  };
}
