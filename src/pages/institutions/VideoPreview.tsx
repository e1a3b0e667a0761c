import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '../../../contract/institution-links';

/** The video players need scripts in their own origin, and fullscreen. */
const VIDEO_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/**
 * An institution's video link. YouTube and Vimeo links get a "Play the video" button that frames
 * the privacy-friendly player (youtube-nocookie.com, Vimeo with dnt=1) only once clicked, so no
 * request leaves for the video service before the user asks; any other link stays a plain link.
 */
export function VideoPreview({ link, name }: { link: string; name: string }) {
  const { t } = useTranslation('institutions');
  const { token } = theme.useToken();
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbedUrl(link);
  const plain = (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {link}
    </a>
  );
  if (!embed) return plain;
  if (playing) {
    return (
      <Flex vertical gap={4} style={{ inlineSize: '100%' }}>
        <iframe
          src={embed}
          title={t('show.videoTitle', { name })}
          sandbox={VIDEO_SANDBOX}
          allow="fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          style={{
            inlineSize: '100%',
            aspectRatio: '16 / 9',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
          }}
        />
        {plain}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={4} align="start">
      <Button icon={<PlayCircleOutlined />} onClick={() => setPlaying(true)}>
        {t('show.playVideo')}
      </Button>
      <Typography.Text type="secondary">
        {t('show.videoFrom', { host: new URL(embed).hostname })}
      </Typography.Text>
      {plain}
    </Flex>
  );
}
