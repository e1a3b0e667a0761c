import { STATIC_SIGN_IN_ID } from '../src/pages/auth/staticSignIn';
import { STATIC_DASHBOARD_ID } from '../src/pages/dashboard/staticDashboard';
import { STATIC_PURCHASES_ID } from '../src/pages/purchases/staticPurchases';
import { renderStaticDashboard, STATIC_DASHBOARD_SETTINGS } from './static-dashboard';
import { renderStaticPurchases, STATIC_PURCHASES_SETTINGS } from './static-purchases';
import { renderStaticSignIn, STATIC_SIGN_IN_SETTINGS } from './static-sign-in';
import type { StaticScreenIndex } from './vite-static-screens';

/** A screen the build draws into index.html, in both modes. */
export interface StaticScreen {
  /** The id of the element public/boot-drawings.js puts it in; its templates' ids start so. */
  id: string;
  /** Who gets it: the content of its `<meta name="partypass-static-<name>">`. */
  index: StaticScreenIndex;
  drawings: { light: string; dark: string };
}

/** The screens the build draws: the sign-in screen, the dashboard's and `/purchase`'s first screens. */
export function renderStaticScreens(root: string): Record<string, StaticScreen> {
  return {
    'sign-in': {
      id: STATIC_SIGN_IN_ID,
      index: STATIC_SIGN_IN_SETTINGS,
      drawings: {
        light: renderStaticSignIn('light', root),
        dark: renderStaticSignIn('dark', root),
      },
    },
    dashboard: {
      id: STATIC_DASHBOARD_ID,
      index: STATIC_DASHBOARD_SETTINGS,
      drawings: {
        light: renderStaticDashboard('light', root),
        dark: renderStaticDashboard('dark', root),
      },
    },
    purchases: {
      id: STATIC_PURCHASES_ID,
      index: STATIC_PURCHASES_SETTINGS,
      drawings: {
        light: renderStaticPurchases('light', root),
        dark: renderStaticPurchases('dark', root),
      },
    },
  };
}
