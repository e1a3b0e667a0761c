import { act, renderHook } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useConsoleNotificationProvider } from '../../src/api/notificationProvider';

const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;

const notice = () => document.querySelector('.ant-notification-notice') as HTMLElement | null;

describe('console notifications', () => {
  it('a default success toast has no "Successful" title repeating its message', async () => {
    const { result } = renderHook(() => useConsoleNotificationProvider(), { wrapper });
    act(() =>
      result.current.open?.({
        type: 'success',
        message: 'Successfully deleted ticket type',
        description: 'Successful',
        key: 'a',
      }),
    );
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(notice()).toHaveTextContent('Successfully deleted ticket type');
    expect(notice()).not.toHaveTextContent('Successful' + 'Successfully');
    expect(notice()?.querySelector('.ant-notification-notice-message')?.textContent ?? '').toBe('');
  });
});
