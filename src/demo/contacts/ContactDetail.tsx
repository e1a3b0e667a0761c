import { DeleteOutlined, EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Descriptions, Flex, Popconfirm, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../mocks/demo/types';

export function ContactDetail({
  contact,
  onStar,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  onStar: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  const name = `${contact.firstname} ${contact.lastname}`;
  return (
    <Card
      extra={
        <Flex gap={8}>
          <Button
            aria-pressed={contact.starred}
            aria-label={t(contact.starred ? 'contacts.unstar' : 'contacts.star')}
            icon={
              contact.starred ? (
                <StarFilled style={{ color: token.colorWarning }} />
              ) : (
                <StarOutlined />
              )
            }
            onClick={onStar}
          />
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('contacts.confirmDelete', { name })}
            okText={t('common.delete')}
            cancelText={t('common.cancel')}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Flex>
      }
      title={
        <Flex gap={12} align="center">
          <Avatar size={48} src={contact.image} alt="" />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
        </Flex>
      }
    >
      <Descriptions column={1}>
        <Descriptions.Item label={t('contacts.department')}>
          {t(`contacts.departments.${contact.department}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('contacts.company')}>{contact.company}</Descriptions.Item>
        <Descriptions.Item label={t('contacts.phone')}>{contact.phone}</Descriptions.Item>
        <Descriptions.Item label={t('contacts.email')}>{contact.email}</Descriptions.Item>
        <Descriptions.Item label={t('contacts.address')}>{contact.address}</Descriptions.Item>
        <Descriptions.Item label={t('contacts.notes')}>{contact.notes}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
