/**
 * The sider's menu before antd's Menu (src/layout/FirstMenu.tsx) and the swap to it
 * (SiderMenu.tsx): what a user can read and click before, and when antd's Menu takes over.
 * tests/e2e/sider-menu.spec.ts checks in Chromium that the swap moves nothing.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QUIET_PAGE_MS } from '../../src/hooks/useQuietPage';
import { FirstMenu } from '../../src/layout/FirstMenu';
import { buildMenu } from '../../src/layout/menuItems';
import { SiderMenu } from '../../src/layout/SiderMenu';
import { i18n } from '../../src/i18n';
import { RESOURCES } from '../../src/resources';
import { answerPageData, pass, withIdleFakeTimers } from './quiet-page';
import { inNav, nav, renderAt } from './sider-menu-render';

const t = i18n.getFixedT('en', 'common');
const groupsOf = (role: number) => buildMenu(role, RESOURCES, t as (key: string) => string);

withIdleFakeTimers();

describe('the menu drawn before antd Menu', () => {
  it("shows the role's groups and links, the current page's entry marked", () => {
    const groups = groupsOf(1);
    renderAt(
      '/purchase',
      inNav(
        <FirstMenu groups={groups} selected={['/purchase']} collapsed={false} onDone={() => {}} />,
      ),
    );
    expect(within(nav()).getByText('Management')).toBeInTheDocument();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(
      groups.flatMap((g) => g.children.map((c) => c.label)),
    );
    expect(within(nav()).getByRole('link', { name: 'Institutions' })).toHaveAttribute(
      'href',
      '/institutions',
    );
    const current = within(nav()).getByRole('link', { name: 'Purchases' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toEqual([current]);
  });

  it('keeps the links named when mini, without the group titles', () => {
    renderAt(
      '/lockers',
      inNav(<FirstMenu groups={groupsOf(2)} selected={[]} collapsed onDone={() => {}} />),
    );
    expect(within(nav()).queryByText('Management')).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Lockers' })).toHaveAttribute(
      'title',
      'Lockers',
    );
    expect(within(nav()).queryByRole('link', { name: 'Institutions' })).toBeNull();
  });

  it('hands over once the page has been quiet, not while its data loads', async () => {
    const onDone = vi.fn();
    renderAt(
      '/purchase',
      inNav(<FirstMenu groups={groupsOf(1)} selected={[]} collapsed={false} onDone={onDone} />),
      true,
    );
    await pass(QUIET_PAGE_MS * 3);
    expect(onDone).not.toHaveBeenCalled();
    await answerPageData();
    await pass(QUIET_PAGE_MS / 2);
    expect(onDone).not.toHaveBeenCalled();
    await pass(QUIET_PAGE_MS);
    expect(onDone).toHaveBeenCalled();
  });
});

describe('SiderMenu', () => {
  it('draws antd Menu at once in the top bar', () => {
    renderAt(
      '/purchase',
      <SiderMenu role={1} resources={RESOURCES} collapsed={false} mode="horizontal" />,
    );
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('draws the plain links first in the sider, then antd Menu with the same links', async () => {
    renderAt('/purchase', <SiderMenu role={1} resources={RESOURCES} collapsed={false} />);
    expect(screen.queryByRole('menu')).toBeNull();
    const before = within(nav())
      .getAllByRole('link')
      .map((l) => [l.textContent, l.getAttribute('href')]);
    await pass(QUIET_PAGE_MS * 2);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Purchases' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav())
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual(before);
  });

  it('starts with antd Menu once it has been drawn in the page (e.g. after signing in again)', async () => {
    const first = renderAt(
      '/purchase',
      <SiderMenu role={1} resources={RESOURCES} collapsed={false} />,
    );
    await pass(QUIET_PAGE_MS * 2);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    first.unmount();
    renderAt('/purchase', <SiderMenu role={2} resources={RESOURCES} collapsed={false} />);
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
