import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Divider, Flex, Image, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { textDirection } from '../../i18n/textDirection';
import { ConfirmDelete } from '../shared/ConfirmDelete';
import type { Email } from '../../../mocks/demo/types';

/** Strips the demo's simple HTML to paragraphs of text (never injected as HTML). */
const paragraphs = (html: string) =>
  html
    .split(/<\/p>|<br\s*\/?>/i)
    .map((p) => p.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean);

export function EmailReader({ email, onDelete }: { email: Email; onDelete: () => void }) {
  const { t } = useTranslation('demo');
  return (
    <Card
      title={<span dir="auto">{email.subject}</span>}
      extra={
        // Moving to the trash can be undone from the trash; deleting from there cannot.
        email.trash ? (
          <ConfirmDelete name={email.subject} onConfirm={onDelete}>
            <Button danger icon={<DeleteOutlined />}>
              {t('email.deleteForever')}
            </Button>
          </ConfirmDelete>
        ) : (
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('email.delete')}
          </Button>
        )
      }
    >
      <Flex gap={12} align="center">
        <Avatar src={email.thumbnail} alt="" />
        <div>
          <Typography.Text strong>{email.from}</Typography.Text>
          <br />
          <Typography.Text type="secondary">
            {t('email.to', { to: email.To })} · {formatDateTime(email.time)}
          </Typography.Text>
        </div>
        <Tag style={{ marginInlineStart: 'auto' }}>{t(`email.labels.${email.label}`)}</Tag>
      </Flex>
      <Divider />
      {paragraphs(email.emailContent).map((p, i) => (
        <Typography.Paragraph key={i} style={{ direction: textDirection(p) }}>
          {p}
        </Typography.Paragraph>
      ))}
      {email.attchments.length > 0 && (
        <>
          <Divider orientation="start">
            <PaperClipOutlined /> {t('email.attachments', { count: email.attchments.length })}
          </Divider>
          <Flex gap={12} wrap>
            {email.attchments.map((a) => (
              <div key={a.id} style={{ width: 120 }}>
                <Image src={a.image} alt={a.title} width={120} />
                <Typography.Text ellipsis style={{ display: 'block' }}>
                  {a.title}
                </Typography.Text>
                <Typography.Text type="secondary">{a.fileSize}</Typography.Text>
              </div>
            ))}
          </Flex>
        </>
      )}
    </Card>
  );
}
