import { expect, test } from '@playwright/test';
import { ACCOUNTS, signIn } from './helpers';

const CHARTS_CHUNK = /\/assets\/charts-[^/]*\.js$/;
const ANALYTICS = /\/api\/v1\/users\/dashboard\/analytics/;

test('the dashboard asks for its charts with its own code, and ships no image exporter', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  // A first load of the dashboard (the session stays in this tab): what leaves, in order.
  const events: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('request', (request) => {
    if (CHARTS_CHUNK.test(request.url())) events.push('charts requested');
  });
  page.on('response', (response) => {
    if (ANALYTICS.test(response.url())) events.push('figures received');
    if (response.request().resourceType() === 'script' && response.status() === 200)
      scripts.push(response.text());
  });
  await page.reload();
  for (const title of ['Revenue per month', 'Tickets sold per month', 'Tickets by status']) {
    const card = page.getByRole('region', { name: title });
    await expect(card.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  }
  // The charts' code did not wait for the figures to arrive and be drawn first.
  expect(events.indexOf('charts requested')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('charts requested')).toBeLessThan(events.indexOf('figures received'));
  // html2canvas (a chart saved as an image, which nothing here offers) is in no script.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(body).not.toContain('data-html2canvas-ignore');
});
