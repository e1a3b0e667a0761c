import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { mapEmbedUrl } from '../../../contract/institution-links';

/**
 * The least sandbox a map service's embed page works in: its own scripts in its own origin
 * (it is cross-origin to the console either way). No popups, forms or top navigation.
 */
export const MAP_SANDBOX = 'allow-scripts allow-same-origin';

/**
 * An institution's map: the embed page of a known map service (contract MAP_EMBEDS, the same
 * hosts as the CSP's frame-src) framed in a sandboxed iframe. A stored value from before that
 * rule, or any other page, is shown as a plain link instead; none: "No map location".
 */
export function MapPreview({ value, title }: { value?: string | null; title?: string }) {
  const { t } = useTranslation('institutions');
  const { token } = theme.useToken();
  const text = value?.trim() ?? '';
  if (!text) return <Typography.Text type="secondary">{t('show.noMap')}</Typography.Text>;
  const url = mapEmbedUrl(text);
  if (!url) {
    const link = /^https?:\/\//i.test(text) ? text : null;
    return (
      <Typography.Paragraph style={{ marginBlockEnd: 0 }}>
        <Typography.Text type="secondary">{t('show.mapNotFramed')}</Typography.Text>{' '}
        {link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {link}
          </a>
        ) : (
          <Typography.Text>{text}</Typography.Text>
        )}
      </Typography.Paragraph>
    );
  }
  return (
    <iframe
      src={url}
      title={title ?? t('show.mapTitle')}
      sandbox={MAP_SANDBOX}
      referrerPolicy="no-referrer-when-downgrade"
      loading="lazy"
      style={{
        inlineSize: '100%',
        blockSize: 280,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    />
  );
}
