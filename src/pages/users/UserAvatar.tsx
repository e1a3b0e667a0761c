import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';

/** The profile picture, or a person icon when there is none. */
export function UserAvatar({ src, size = 32 }: { src?: string | null; size?: number }) {
  return (
    <Avatar size={size} src={src || undefined} icon={src ? undefined : <UserOutlined />} alt="" />
  );
}
