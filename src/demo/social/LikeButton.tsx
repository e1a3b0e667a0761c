import { LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Likes } from '../../../mocks/demo/types';

/** A like toggle that names its state and count for screen readers. */
export function LikeButton({
  likes,
  onClick,
  size,
}: {
  likes: Likes;
  onClick: () => void;
  size?: 'small';
}) {
  const { t } = useTranslation('demo');
  return (
    <Button
      type={likes.like ? 'link' : 'text'}
      size={size}
      icon={likes.like ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={likes.like}
      aria-label={t(likes.like ? 'social.unlike' : 'social.like', { count: likes.value })}
      onClick={onClick}
    >
      {likes.value}
    </Button>
  );
}
