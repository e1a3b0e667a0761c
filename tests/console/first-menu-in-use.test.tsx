/**
 * SiderMenu keeps FirstMenu while it is in use (src/layout/firstMenuInUse.ts): a swap to antd's
 * Menu between a press and its click would take the pressed link away and lose the click. In a
 * file of its own: SiderMenu remembers for the page once antd's Menu has been drawn.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUIET_PAGE_MS } from '../../src/hooks/useQuietPage';
import { SiderMenu } from '../../src/layout/SiderMenu';
import { RESOURCES } from '../../src/resources';
import { seen } from './locationProbe';
import { pass, withIdleFakeTimers } from './quiet-page';
import { nav, renderAt } from './sider-menu-render';

withIdleFakeTimers();

const sider = <SiderMenu role={1} resources={RESOURCES} collapsed={false} />;

describe('the swap to antd Menu waits while the plain links are in use', () => {
  it('keeps them while the focus is on one, then while one is pressed, lets its click through, then swaps', async () => {
    renderAt(
      '/purchase',
      <>
        {sider}
        <button type="button">elsewhere</button>
      </>,
    );
    const users = within(nav()).getByRole('link', { name: 'Users' });
    act(() => users.focus());
    await pass(QUIET_PAGE_MS * 3);
    // From one link to another: still inside.
    act(() => within(nav()).getByRole('link', { name: 'Ticket types' }).focus());
    await pass(QUIET_PAGE_MS);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerDown(users);
    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    await pass(QUIET_PAGE_MS);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(users).toBeInTheDocument();
    // The browser dispatches the click after pointerup, in the same task.
    fireEvent.pointerUp(users);
    fireEvent.click(users);
    expect(seen.location).toBe('/users');
    await pass(10);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('stays antd Menu when one of its links is pressed or focused', async () => {
    // SiderMenu starts with antd's Menu now that it has been drawn in this page.
    renderAt('/purchase', sider);
    const menu = screen.getByRole('menu');
    const users = within(nav()).getByRole('link', { name: 'Users' });
    fireEvent.pointerDown(users);
    act(() => users.focus());
    await pass(10);
    expect(screen.getByRole('menu')).toBe(menu);
  });
});
