/** The template's header: the colour-mode switch and the signed-in user's name. */
import type { RefineThemedLayoutHeaderProps } from '@refinedev/antd';
import { useGetIdentity } from '@refinedev/core';
import { Layout as AntdLayout, Space, Switch, Typography, theme } from 'antd';
import { useContext } from 'react';
import { ColorModeContext } from './colorMode';

export function Header({ sticky = true }: RefineThemedLayoutHeaderProps) {
  const { token } = theme.useToken();
  const { data: user } = useGetIdentity<{ name: string }>();
  const { mode, setMode } = useContext(ColorModeContext);
  return (
    <AntdLayout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        padding: '0px 24px',
        height: '64px',
        ...(sticky ? { position: 'sticky', top: 0, zIndex: 1 } : {}),
      }}
    >
      <Space>
        <Switch
          checkedChildren="🌛"
          unCheckedChildren="🔆"
          onChange={() => setMode()}
          defaultChecked={mode === 'dark'}
        />
        {user?.name && <Typography.Text strong>{user.name}</Typography.Text>}
      </Space>
    </AntdLayout.Header>
  );
}
