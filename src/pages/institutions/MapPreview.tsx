import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { mapEmbedUrl } from '../../../contract';

/**
 * An institution's map: the stored (or typed) map location framed in a sandboxed iframe, or
 * "No map location". Only https URLs are framed (the CSP allows https frames); the sandbox keeps
 * the map's scripts in their own origin, away from the console.
 */
export function MapPreview({ value, title }: { value?: string | null; title?: string }) {
  const { t } = useTranslation('institutions');
  const { token } = theme.useToken();
  const url = value ? mapEmbedUrl(value) : null;
  if (!url) return <Typography.Text type="secondary">{t('show.noMap')}</Typography.Text>;
  return (
    <iframe
      src={url}
      title={title ?? t('show.mapTitle')}
      sandbox="allow-scripts allow-same-origin allow-popups"
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
