import {
  ExclamationCircleFilled,
  ExclamationCircleOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { Avatar, Button, List, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { textDirection } from '../../i18n/textDirection';
import { SelectableTitle } from '../shared/SelectableTitle';
import type { Email } from '../../../mocks/demo/types';

export function EmailList({
  emails,
  selectedId,
  onSelect,
  onToggle,
}: {
  emails: Email[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onToggle: (id: number, flag: 'starred' | 'important') => void;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  return (
    <section aria-label={t('email.list')}>
      <List
        dataSource={emails}
        locale={{ emptyText: t('email.empty') }}
        renderItem={(e) => (
          <List.Item
            onClick={() => onSelect(e.id)}
            style={{
              cursor: 'pointer',
              paddingInline: 8,
              borderRadius: token.borderRadius,
              background: e.id === selectedId ? token.controlItemBgActive : undefined,
            }}
            actions={[
              <Button
                key="star"
                type="text"
                size="small"
                aria-pressed={e.starred}
                aria-label={t(e.starred ? 'email.unstar' : 'email.star', { subject: e.subject })}
                icon={
                  e.starred ? (
                    <StarFilled style={{ color: token.colorWarning }} />
                  ) : (
                    <StarOutlined />
                  )
                }
                onClick={(ev) => {
                  ev.stopPropagation();
                  onToggle(e.id, 'starred');
                }}
              />,
              <Button
                key="important"
                type="text"
                size="small"
                aria-pressed={e.important}
                aria-label={t(e.important ? 'email.notImportant' : 'email.markImportant', {
                  subject: e.subject,
                })}
                icon={
                  e.important ? (
                    <ExclamationCircleFilled style={{ color: token.colorError }} />
                  ) : (
                    <ExclamationCircleOutlined />
                  )
                }
                onClick={(ev) => {
                  ev.stopPropagation();
                  onToggle(e.id, 'important');
                }}
              />,
            ]}
          >
            <List.Item.Meta
              avatar={<Avatar src={e.thumbnail} alt="" />}
              title={
                <SelectableTitle selected={e.id === selectedId} onSelect={() => onSelect(e.id)}>
                  {/* Sender and subject each on a line of their own, each with the full width. */}
                  <Typography.Text
                    strong={e.unread}
                    ellipsis
                    style={{ display: 'block', direction: textDirection(e.from) }}
                  >
                    {e.from}
                  </Typography.Text>
                  <Typography.Text
                    strong={e.unread}
                    ellipsis
                    style={{ display: 'block', direction: textDirection(e.subject) }}
                  >
                    {e.subject}
                  </Typography.Text>
                </SelectableTitle>
              }
              description={
                <Typography.Text type="secondary" ellipsis>
                  {/* The excerpt keeps its own direction beside a date in the interface's. */}
                  {formatDateTime(e.time)} · <bdi>{e.emailExcerpt}</bdi>
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}
