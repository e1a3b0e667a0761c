import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The h2 heading of a demo screen, with optional actions at the inline end. */
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
      <Typography.Title level={2} style={{ margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}
