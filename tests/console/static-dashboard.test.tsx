import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MemoryRouter } from 'react-router';
import { makeToken } from '../../mocks/v1/jwt';
import { currentServerHandlers } from '../../mocks/v1/handlers';
import { renderStaticDashboard } from '../../scripts/static-dashboard';
import { App } from '../../src/App';
import { resetFirstScreen } from '../../src/components/lazyLoaded';
import { STATIC_DASHBOARD_ID } from '../../src/pages/dashboard/staticDashboard';
import { resetFirstScreenStart } from '../../src/routes/firstScreen';
import { LocationProbe, seen } from './locationProbe';
import { setupMswServer } from './msw';
import { putDrawing, takeDrawingOut } from './putDrawing';

const server = setupMswServer();
const read = (file: string) => readFileSync(resolve(__dirname, '../..', file), 'utf8');
const texts = JSON.parse(read('public/locales/en/dashboard.json')) as {
  title: string;
  stats: Record<string, string>;
  charts: Record<string, string>;
};
const common = JSON.parse(read('public/locales/en/common.json')) as {
  app: { name: string };
  header: Record<string, string>;
};
const drawings = { light: renderStaticDashboard('light'), dark: renderStaticDashboard('dark') };
const ATTRIBUTE = 'data-static-dashboard';
const putDrawnDashboard = (mode?: 'light' | 'dark' | null) =>
  putDrawing(STATIC_DASHBOARD_ID, drawings, mode);

const signIn = (role: number) =>
  sessionStorage.setItem(
    'token',
    makeToken({ name: 'Ada Admin', id: 1, role, institution_id: null }),
  );

function renderConsoleAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(...currentServerHandlers);
  resetFirstScreen();
  resetFirstScreenStart();
});

afterEach(() => takeDrawingOut(STATIC_DASHBOARD_ID));

describe("the dashboard's first screen drawn by the build", () => {
  it("is the layout's frame with the page's heading and its figures loading", () => {
    const drawn = putDrawnDashboard()!;
    expect(within(drawn).getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    for (const label of Object.values(texts.stats)) {
      const card = within(drawn).getByLabelText(label);
      // A skeleton, not a figure: the figures come with the data.
      expect(card.querySelector('.ant-skeleton')).not.toBeNull();
      expect(card.querySelector('.ant-statistic')).toBeNull();
    }
    expect(within(drawn).getByText(texts.charts.revenue)).toBeInTheDocument();
    expect(within(drawn).getByRole('link', { name: common.app.name })).toHaveAttribute(
      'href',
      '/dashboards/modern',
    );
    expect(
      within(drawn).getByRole('button', { name: common.header.collapseSider }),
    ).toBeInTheDocument();
    // As React's first paint: the menu and the header's controls come a frame after the page.
    expect(within(drawn).queryByRole('navigation')).toBeNull();
    expect(within(drawn).queryByText('Ada Admin')).toBeNull();
  });

  it('is drawn in the colours of its mode', () => {
    const panel = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.querySelector<HTMLElement>('section')!.style.background;
    };
    expect(panel(drawings.light)).not.toBe(panel(drawings.dark));
    expect(putDrawnDashboard('dark')!.innerHTML).toBe(drawings.dark);
  });

  it('is put in the page only for the visitor it was chosen for, and not after React', () => {
    expect(putDrawnDashboard(null)).toBeNull();
    for (const template of document.querySelectorAll('template')) template.remove();
    // React was first (the console's files came from the cache): its root is the screen, shown.
    const root = document.createElement('div');
    root.id = 'root';
    root.append(document.createElement('div'));
    document.body.append(root);
    expect(putDrawnDashboard('light')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(ATTRIBUTE);
  });

  it("stays until React's dashboard commits, which takes its place", async () => {
    signIn(1);
    const drawn = putDrawnDashboard()!;
    const { container } = renderConsoleAt('/dashboards/modern');
    // The console's first commits are loading states: the drawing stands in for them.
    expect(document.getElementById(STATIC_DASHBOARD_ID)).toBe(drawn);
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'light');
    await within(container).findByRole('heading', { level: 1, name: texts.title });
    expect(document.getElementById(STATIC_DASHBOARD_ID)).toBeNull();
    expect(document.documentElement).not.toHaveAttribute(ATTRIBUTE);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('goes as soon as the console moves elsewhere first', async () => {
    // The session ended between the boot script's look and the console's (not signed in here).
    putDrawnDashboard();
    renderConsoleAt('/dashboards/modern');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(seen.location).toMatch(/^\/auth\/login/);
    await waitFor(() => expect(document.getElementById(STATIC_DASHBOARD_ID)).toBeNull());
    expect(document.documentElement).not.toHaveAttribute(ATTRIBUTE);
  });
});
