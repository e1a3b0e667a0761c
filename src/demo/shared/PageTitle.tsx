import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The h1 heading of a demo screen (at h2 size), with optional actions at the inline end. */
export function PageTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        flexWrap: 'wrap',
        marginBlockEnd: 16,
      }}
    >
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
