import { useInvalidateAuthStore } from '@refinedev/core';
import { useEffect } from 'react';
import { refreshIdentity } from '../api/authProvider';
import { useQuietPage } from '../hooks/useQuietPage';

/**
 * The header first shows the user stored at sign-in; once the page is quiet the profile is read
 * again, and the header changes if the name or picture changed elsewhere (another tab, another
 * admin). Once per page load: the layout stays mounted while the user moves around. A component
 * of its own, not a hook of the layout: it follows the count of data requests in flight, and the
 * layout must not render again each time that count changes.
 */
export function ProfileRefresh(): null {
  const quiet = useQuietPage();
  const invalidateAuth = useInvalidateAuthStore();
  useEffect(() => {
    if (!quiet) return undefined;
    let current = true;
    void refreshIdentity().then((changed) => {
      if (changed && current) void invalidateAuth();
    });
    return () => {
      current = false;
    };
    // invalidateAuth is a new function on every render; the read must happen once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quiet]);
  return null;
}
