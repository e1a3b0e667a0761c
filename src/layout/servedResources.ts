import { useMemo } from 'react';
import { isAllowed } from '../access/policy';
import { useRole } from '../access/useRole';
import { useServerCapabilities } from '../api/serverIdentity';
import { policyOf, type ResourceDefinition } from '../resources/types';

/**
 * The resources the server in use can serve, for the menu and the palette: one that `requires`
 * a capability the server lacks (or before its answer is in) is left out. The server is asked
 * only when the role may open such a resource.
 */
export function useServedResources(
  resources: readonly ResourceDefinition[],
): readonly ResourceDefinition[] {
  const role = useRole();
  const asks = resources.some(
    (r) => r.requires && isAllowed(role, policyOf(r), r.menuAction ?? 'list'),
  );
  const { data: server } = useServerCapabilities({ enabled: asks });
  return useMemo(
    () => resources.filter((r) => !r.requires || server?.[r.requires] === true),
    [resources, server],
  );
}
