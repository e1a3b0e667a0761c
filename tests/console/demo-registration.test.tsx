import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../src/layout/menuItems';
import { DEMO_RESOURCES } from '../../src/demo/resources';
import { RESOURCES } from '../../src/resources';
import { i18n } from '../../src/i18n';

const t = (key: string) => String(i18n.t(key));

describe('demo sections registration', () => {
  it('puts every demo section in the Apps group for every role, through the one `apps` policy', () => {
    for (const role of [0, 1, 2, 3]) {
      const apps = buildMenu(role, RESOURCES, t).find((g) => g.key === 'apps');
      expect(apps?.children.map((c) => c.label)).toEqual([
        'Chats',
        'Email',
        'Tickets',
        'Contacts',
        'Shop',
        'Product list',
        'Checkout',
        'Profile',
        'Followers',
        'Friends',
        'Gallery',
        'Blog posts',
        'Notes',
        'Calendar',
      ]);
    }
    expect(buildMenu(null, RESOURCES, t).find((g) => g.key === 'apps')).toBeUndefined();
    expect(new Set(DEMO_RESOURCES.map((r) => r.policy))).toEqual(new Set(['apps']));
  });

  it('serves the routes of the issue', () => {
    const paths = DEMO_RESOURCES.flatMap((r) => Object.values(r.routes).map((x) => x.path));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/apps/chats',
        '/apps/email',
        '/apps/tickets',
        '/apps/contacts',
        '/apps/ecommerce/shop',
        '/apps/ecommerce/detail/:id',
        '/apps/ecommerce/list',
        '/apps/ecommerce/checkout',
        '/user-profile',
        '/apps/followers',
        '/apps/friends',
        '/apps/gallery',
        '/apps/blog/posts',
        '/apps/blog/detail/:slug',
        '/apps/notes',
        '/apps/calendar',
      ]),
    );
  });

  it('has the demo texts in en, fr, ar, zh and vi with the same keys', () => {
    const flat = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? flat(v, `${p}${k}.`) : [`${p}${k}`],
      );
    const keys = (lng: string) =>
      flat(
        JSON.parse(
          readFileSync(resolve(__dirname, `../../public/locales/${lng}/demo.json`), 'utf8'),
        ),
      ).sort();
    const en = keys('en');
    expect(en.length).toBeGreaterThan(200);
    for (const lng of ['fr', 'ar', 'zh', 'vi']) expect(keys(lng)).toEqual(en);
  });
});
