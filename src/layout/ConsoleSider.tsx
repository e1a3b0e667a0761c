import { ThemedSider } from '@refinedev/antd';
import type { TitleProps } from '@refinedev/core';
import { useRef, type FC } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../resources/types';
import { useMenuGroups } from './menuItems';
import { siderMenuChildren } from './menuLinks';
import { useSiderButtonNames } from './siderButtonNames';
import './sider.css';

/**
 * ThemedSider (a drawer on phones, the collapse state of ThemedLayout) with the console's grouped
 * menu in its `render` slot, in the main navigation landmark. No sign-out entry: the user menu
 * in the header has it.
 */
export function ConsoleSider({
  Title,
  resources,
}: {
  Title?: FC<TitleProps>;
  resources: readonly ResourceDefinition[];
}) {
  const { t } = useTranslation('common');
  const { groups, selectedKey } = useMenuGroups(resources);
  const nav = useRef<HTMLElement>(null);
  useSiderButtonNames(nav);
  return (
    <nav ref={nav} className="pp-sider" aria-label={t('menu.label')}>
      <ThemedSider
        Title={Title}
        render={({ collapsed }) => siderMenuChildren(groups, selectedKey, collapsed)}
      />
    </nav>
  );
}
