import { removeDrawing } from '../../theme/staticDrawing';

/**
 * The dashboard's first screen the build draws into index.html (scripts/static-dashboard.ts),
 * which public/boot-drawings.js puts in the page for a signed-in user before the console's code
 * has run, with the console's own root hidden meanwhile by ../../theme/drawings.css (React's
 * first commits there are loading states). React's page takes over as it first commits.
 */
export const STATIC_DASHBOARD_ID = 'pp-static-dashboard';

/** Takes the drawing, if any, out of the page and shows React's. */
export const removeStaticDashboard = (): void => removeDrawing(STATIC_DASHBOARD_ID);
