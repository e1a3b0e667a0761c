import type { RefineProps } from '@refinedev/core';

/**
 * Where every form goes after a successful save, for every resource and scope: the saved
 * record's page. Refine falls back to the list when the reply carries no id (the legacy server's
 * create), and a resource whose show page has no id in its path (`/institution_detail`) is
 * opened as it is.
 */
export const REDIRECT_AFTER_SAVE = {
  afterCreate: 'show',
  afterClone: 'show',
  afterEdit: 'show',
} as const satisfies NonNullable<RefineProps['options']>['redirect'];
