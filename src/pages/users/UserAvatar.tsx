import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { thumbnailUrl } from '../../../contract/uploads';

/** Avatars up to this size show the upload's thumbnail, larger ones its display image. */
const THUMBNAIL_UP_TO = 64;

/** The profile picture, or a person icon when there is none. */
export function UserAvatar({ src, size = 32 }: { src?: string | null; size?: number }) {
  const shown = size <= THUMBNAIL_UP_TO ? thumbnailUrl(src) : src || undefined;
  return <Avatar size={size} src={shown} icon={src ? undefined : <UserOutlined />} alt="" />;
}
