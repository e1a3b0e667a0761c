/**
 * The providers and options App.tsx gives <Refine>, in one place so the console page tests
 * (tests/console/render-pages.tsx) render the pages with exactly the app's own.
 */
import type { RefineProps } from '@refinedev/core';
import { accessControlProvider } from './access/accessControlProvider';
import { auditLogProvider } from './api/auditLogProvider';
import { authProvider } from './api/authProvider';
import { dataProvider } from './api/dataProvider';
import { liveProvider } from './api/liveProvider';
import { useConsoleNotificationProvider } from './api/notificationProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { REDIRECT_AFTER_SAVE } from './routes/afterSave';
import { routerProvider } from './routes/routerProvider';

export const refineProviders = {
  dataProvider,
  liveProvider,
  authProvider,
  auditLogProvider,
  accessControlProvider,
  i18nProvider,
  routerProvider,
  notificationProvider: useConsoleNotificationProvider,
} satisfies Partial<RefineProps>;

export const refineOptions = {
  disableTelemetry: true,
  // Lists and the dashboard refetch on a change; show and edit pages say so instead
  // (src/hooks/useLiveRecord.tsx).
  liveMode: 'auto',
  redirect: REDIRECT_AFTER_SAVE,
  syncWithLocation: true,
  warnWhenUnsavedChanges: true,
  // How long a delete that can be undone (src/components/UndoableDeleteButton.tsx) waits for
  // Undo before it is sent.
  undoableTimeout: 5_000,
} satisfies RefineProps['options'];
