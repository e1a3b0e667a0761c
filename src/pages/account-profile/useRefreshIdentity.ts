import { useDataProvider, useInvalidate, useInvalidateAuthStore } from '@refinedev/core';
import type { Profile } from '../../../contract';
import { normaliseValue } from '../../api/legacy';
import { getClaims, identityFromProfile, saveUser } from '../../api/session';

/**
 * After an own-profile save: the header's avatar and name come from Refine's useGetIdentity
 * (cached) and sessionStorage['user']; update the stored user from the reply at once and make
 * Refine read the identity again, so the header changes without a reload. A reply without the
 * profile (the legacy server answers a message only) reads the profile back first.
 */
export function useRefreshIdentity() {
  const invalidateAuth = useInvalidateAuthStore();
  const invalidate = useInvalidate();
  const dataProvider = useDataProvider();
  return async (reply?: unknown) => {
    // The schema's module brings zod: loaded with the reply, not with the account page.
    const { profileSchema } = await import('../../../contract/user');
    let parsed = profileSchema.safeParse(normaliseValue(reply));
    if (!parsed.success) {
      const read = await dataProvider()
        .getOne({ resource: 'profile', id: 'me' })
        .catch(() => null);
      if (read) parsed = profileSchema.safeParse(read.data);
    }
    if (parsed.success) saveUser(identityFromProfile(parsed.data as Profile, getClaims()));
    await Promise.all([
      invalidateAuth(),
      invalidate({ resource: 'profile', invalidates: ['detail'], id: parsed.data?.user_id }),
    ]);
  };
}
