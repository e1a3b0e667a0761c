import { DeleteButton, EditButton, ListButton, RefreshButton, Show } from '@refinedev/antd';
import { useCan, useShow } from '@refinedev/core';
import { Card, Descriptions, Flex, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Institution } from '../../../contract';
import { ErrorState } from '../../components/ErrorState';
import { StatusTag, useStatusLabel } from '../../components/StatusTag';
import { EMPTY_VALUE } from '../../i18n/constants';
import { ForceDeleteButton } from './ForceDeleteButton';
import { InstitutionTickets } from './InstitutionTickets';
import { MapPreview } from './MapPreview';
import { VideoPreview } from './VideoPreview';
import { useInstitutionDeleteTitle } from './useDeleteTitle';
import { useInstitutionId } from './useInstitutionId';
import { RecordTitle } from '../../components/RecordHeader';
import { RecordHistory } from '../../components/RecordHistory';
import { useInstitutionFieldLabels } from './institutionFieldLabels';
import { useRecordNotices } from '../../hooks/useRecordNotices';
import { useLiveRecord } from '../../hooks/useLiveRecord';

/**
 * `/institutions/{id}` (System Admin) and `/institution_detail` (Institutional Admin, its own
 * institution): cover, name, status, contacts, details, map, video, its ticket types, and for
 * the System Admin a link to its lockers and the delete actions.
 */
export default function InstitutionShow() {
  const { t } = useTranslation('institutions');
  const { scope, id } = useInstitutionId();
  const live = useLiveRecord({ id });
  const { query, result: record } = useShow<Institution>({
    ...(id !== undefined ? { id } : {}),
    ...live.mode,
  });
  const { data: lockersAccess } = useCan({ resource: 'institution_lockers', action: 'list' });
  const { token } = theme.useToken();
  const notices = useRecordNotices('institution');
  const fieldLabels = useInstitutionFieldLabels();
  const statusLabel = useStatusLabel();
  const deleteTitle = useInstitutionDeleteTitle();

  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const ticketsPath = scope === 'all' ? '/tickets' : '/tickets_institution';

  return (
    <Show
      title={<RecordTitle>{record?.name ?? t('showTitle')}</RecordTitle>}
      goBack={false}
      isLoading={query.isLoading}
      recordItemId={id}
      canDelete={scope === 'all'}
      headerButtons={({ editButtonProps, deleteButtonProps, refreshButtonProps }) => (
        <>
          {scope === 'all' && <ListButton>{t('title')}</ListButton>}
          {editButtonProps && <EditButton {...editButtonProps} />}
          {scope === 'all' && deleteButtonProps && (
            <DeleteButton
              {...deleteButtonProps}
              successNotification={notices.deletedNamed(record?.name)}
              confirmTitle={deleteTitle(record?.name ?? '')}
              confirmOkText={t('delete.ok')}
              confirmCancelText={t('delete.cancel')}
            />
          )}
          {scope === 'all' && record && (
            <ForceDeleteButton id={record.institution_id} name={record.name} />
          )}
          <RefreshButton {...refreshButtonProps} />
        </>
      )}
    >
      {live.notice}
      {record && (
        // Side by side when there is room (cover 10 : details 14), else one above the other.
        <Flex wrap gap={24}>
          <div style={{ flex: '10 1 320px', minWidth: 0 }}>
            {record.cover_photo ? (
              // The picture at full size in a tab of its own, where the browser can zoom it.
              <a href={record.cover_photo} target="_blank" rel="noopener noreferrer">
                <img
                  src={record.cover_photo}
                  alt={t('show.coverAlt', { name: record.name })}
                  style={{ inlineSize: '100%', objectFit: 'cover', borderRadius: 8 }}
                />
              </a>
            ) : (
              <Card>
                <Typography.Text type="secondary">{t('show.noCover')}</Typography.Text>
              </Card>
            )}
          </div>
          <div style={{ flex: '14 1 440px', minWidth: 0 }}>
            <Flex gap={12} align="center" wrap style={{ marginBlockEnd: 16 }}>
              {/* The page's one h1 is above: this is its second level, at a third level's size. */}
              <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
                {record.name}
              </Typography.Title>
              <StatusTag status={record.status} />
            </Flex>
            <Descriptions bordered column={1} size="middle">
              <Descriptions.Item label={t('fields.email')}>
                {record.email ? <a href={`mailto:${record.email}`}>{record.email}</a> : EMPTY_VALUE}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.phone')}>
                {record.phone ? <a href={`tel:${record.phone}`}>{record.phone}</a> : EMPTY_VALUE}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.address')}>
                {record.address || EMPTY_VALUE}
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.details')}>
                <Typography.Paragraph style={{ marginBlockEnd: 0, whiteSpace: 'pre-wrap' }}>
                  {record.details || EMPTY_VALUE}
                </Typography.Paragraph>
              </Descriptions.Item>
              <Descriptions.Item label={t('fields.videoLink')}>
                {record.video_link ? (
                  <VideoPreview link={record.video_link} name={record.name} />
                ) : (
                  <Typography.Text type="secondary">{t('show.noVideo')}</Typography.Text>
                )}
              </Descriptions.Item>
            </Descriptions>
            {scope === 'all' && lockersAccess?.can && (
              <Typography.Paragraph style={{ marginBlockStart: 16 }}>
                <Link to={`/institutions/${record.institution_id}/lockers`}>
                  {t('show.lockers')}
                </Link>
              </Typography.Paragraph>
            )}
          </div>
          <div style={{ flex: '1 1 100%', minWidth: 0 }}>
            <Card title={t('fields.mapLocation')} size="small">
              <MapPreview
                value={record.map_location}
                title={t('show.mapOf', { name: record.name })}
              />
            </Card>
          </div>
          <div style={{ flex: '1 1 100%', minWidth: 0 }}>
            <Card title={t('show.tickets')} size="small">
              <InstitutionTickets institutionId={record.institution_id} ticketsPath={ticketsPath} />
            </Card>
          </div>
        </Flex>
      )}
      <RecordHistory
        resource="institutions"
        recordId={record?.institution_id}
        fieldLabels={fieldLabels}
        formatValue={(field, value) => (field === 'status' ? statusLabel(value) : undefined)}
      />
    </Show>
  );
}
