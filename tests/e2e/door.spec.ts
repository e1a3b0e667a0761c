/**
 * The door on a phone (issue 43), in Chromium with a fake camera that shows the QR code of one of
 * tonight's paid purchases: staff scan it, let the guest in, see the locker, see the figures
 * change, check out; a second page that scanned the same ticket is refused when it lets it in.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH } from './chromium';
import { ACCOUNTS, DEMO_PASSWORD } from './helpers';
import { writeQrVideo } from './door-camera';

const camera = join(mkdtempSync(join(tmpdir(), 'door-camera-')), 'qr.y4m');

test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  permissions: ['camera'],
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    args: [
      ...CHROMIUM_LAUNCH.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/v1/users/login', {
    data: { email: ACCOUNTS.staff, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const tonight = await request.get('/api/v1/door/search/1', { headers });
  const passes = (await tonight.json()).data as {
    purchase_id: number;
    ticket_status: number;
    verdict: { action: string };
  }[];
  const ready = passes.find((p) => p.ticket_status === 0 && p.verdict.action === 'enter');
  expect(ready, "one of tonight's purchases is paid and outside").toBeDefined();
  const qr = await request.get(`/api/v1/door/qr/${ready!.purchase_id}`, { headers });
  writeQrVideo(camera, (await qr.json()).data.code);
});

async function openDoor(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(ACCOUNTS.staff);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboards\/modern$/);
  await page.goto('/door');
  await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
}

async function insideNow(page: Page): Promise<number> {
  await page.getByTestId('door-panel').getByText('Figures', { exact: true }).click();
  const card = page.locator('.ant-statistic').filter({ hasText: 'Inside now' });
  const value = Number(await card.locator('.ant-statistic-content-value').innerText());
  await page.getByTestId('door-panel').getByText('Door', { exact: true }).click();
  return value;
}

test('scan, let in with a locker, figures, check out; the same ticket on a second page is refused', async ({
  page,
  context,
}) => {
  await openDoor(page);
  const second = await context.newPage();
  await openDoor(second);

  // The second door scans the same ticket first and waits.
  await second.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(second.getByRole('heading', { name: 'Let in' })).toBeVisible({ timeout: 20_000 });

  const before = await insideNow(page);
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('heading', { name: 'Let in' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Let in' }).click();
  await expect(page.getByRole('heading', { name: 'In. Welcome!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Locker \d+$/ })).toBeVisible();

  await second.getByRole('button', { name: 'Let in' }).click();
  await expect(
    second.getByRole('heading', { name: /^Refused: already entered at / }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Next guest' }).click();
  await expect.poll(() => insideNow(page)).toBe(before + 1);

  await page.getByRole('button', { name: 'Scan QR code' }).click();
  // A second scan in entry mode is refused; checking out is the separate button under it.
  await expect(page.getByRole('heading', { name: /^Refused: inside since / })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('button', { name: 'Let in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page.getByRole('heading', { name: 'Checked out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Locker \d+ is free again$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next guest' }).click();
  await expect.poll(() => insideNow(page)).toBe(before);
});
