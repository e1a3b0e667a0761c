/** The CSP frames only the map and video services the console frames, none other. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_HOSTS } from '../../../contract';
import type { BuiltApp } from '../../../server/app';
import { makeApp } from '../helpers';

let app: BuiltApp;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app?.close();
});

describe("the CSP's frame-src", () => {
  it('lists exactly the known map and video hosts, over https', async () => {
    const res = await app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const frameSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('frame-src '));
    expect(frameSrc?.split(/\s+/).slice(1).sort()).toEqual(
      FRAME_HOSTS.map((host) => `https://${host}`).sort(),
    );
    expect(FRAME_HOSTS).toEqual(
      expect.arrayContaining([
        'www.google.com',
        'www.openstreetmap.org',
        'www.youtube-nocookie.com',
        'player.vimeo.com',
      ]),
    );
  });
});
