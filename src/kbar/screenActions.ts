import type { Action } from '@refinedev/kbar';
import { isAllowed } from '../access/policy';
import { MENU_GROUPS, policyOf, type ResourceDefinition } from '../resources/types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A route the palette can open as is (list and create pages; not `/x/:id`). */
const isStatic = (path: string | undefined): path is string => !!path && !path.includes(':');

/**
 * The screens and "Create ..." actions a role may use, read from the resource definitions and the
 * one policy table like the sider menu: a resource registered later appears here by itself, and a
 * screen the policy refuses is never listed. Screens are grouped like the menu; demo sections are
 * the `apps` group.
 */
export function buildScreenActions(
  role: unknown,
  resources: readonly ResourceDefinition[],
  t: Translate,
  navigate: (path: string) => void,
): Action[] {
  const screens: Action[] = [];
  const creates: Action[] = [];
  for (const resource of resources) {
    const label = t(resource.labelKey);
    const policy = policyOf(resource);
    const groupIndex = MENU_GROUPS.indexOf(resource.group);
    const menuAction = resource.menuAction ?? 'list';
    const screen = resource.routes[menuAction]?.path;
    if (!resource.hideInMenu && isStatic(screen) && isAllowed(role, policy, menuAction)) {
      screens.push({
        id: `screen:${resource.name}`,
        name: label,
        keywords: resource.name,
        icon: resource.icon,
        // Sections keep the menu's group order, before the create and settings sections.
        section: { name: t(`menu.groups.${resource.group}`), priority: 100 - groupIndex },
        perform: () => navigate(screen),
      });
    }
    const create = resource.routes.create?.path;
    if (isStatic(create) && isAllowed(role, policy, 'create')) {
      creates.push({
        id: `create:${resource.name}`,
        name: t('palette.create', { label }),
        keywords: `${resource.name} new add`,
        icon: resource.icon,
        section: { name: t('palette.sections.create'), priority: 50 },
        perform: () => navigate(create),
      });
    }
  }
  return [...screens, ...creates];
}
