import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * `npm run screenshots`: refreshes docs/screenshots/*.png against the real server, with the same
 * browser and server start-up as the browser tests (playwright.config.ts). Kept apart so the
 * test suite never rewrites the pictures.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
});
