import {
  BorderOutlined,
  ColumnWidthOutlined,
  CompressOutlined,
  LayoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { Button, Divider, Drawer, Flex, Slider, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RADIUS_MAX, RADIUS_MIN, useAppearance } from '../../theme';
import { SettingChoice } from './SettingChoice';
import { ThemeColourPicker } from './ThemeColourPicker';

/**
 * The customizer: every appearance setting of DESIGN.md "Appearance and language". Each change
 * applies at once and persists in this browser (src/theme/appearanceStore.ts).
 */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const { settings, setSetting, resetSettings, followsSystemMode, effectiveDirection } =
    useAppearance();
  const radiusId = useId();
  const forcedRtl = effectiveDirection !== settings.direction;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('customizer.title')}
      // The drawer slides in from the side opposite the menu, in either direction.
      placement={effectiveDirection === 'rtl' ? 'left' : 'right'}
      width={340}
      footer={
        <Button block onClick={resetSettings}>
          {t('customizer.reset')}
        </Button>
      }
    >
      <Flex vertical gap={20}>
        <SettingChoice
          name="mode"
          label={t('customizer.mode.label')}
          value={settings.mode}
          onChange={(v) => setSetting('mode', v)}
          options={[
            { value: 'light', label: t('customizer.mode.light'), icon: <SunOutlined /> },
            { value: 'dark', label: t('customizer.mode.dark'), icon: <MoonOutlined /> },
          ]}
          hint={followsSystemMode ? t('customizer.mode.followsSystem') : null}
        />
        <SettingChoice
          name="direction"
          label={t('customizer.direction.label')}
          value={settings.direction}
          onChange={(v) => setSetting('direction', v)}
          options={[
            { value: 'ltr', label: t('customizer.direction.ltr') },
            { value: 'rtl', label: t('customizer.direction.rtl') },
          ]}
          hint={forcedRtl ? t('customizer.direction.forcedByLanguage') : null}
        />
        <ThemeColourPicker
          value={settings.theme}
          mode={settings.mode}
          onChange={(v) => setSetting('theme', v)}
        />
        <Divider style={{ margin: 0 }} />
        <SettingChoice
          name="layout"
          label={t('customizer.layout.label')}
          value={settings.layout}
          onChange={(v) => setSetting('layout', v)}
          options={[
            { value: 'vertical', label: t('customizer.layout.vertical'), icon: <LayoutOutlined /> },
            {
              value: 'horizontal',
              label: t('customizer.layout.horizontal'),
              icon: <LayoutOutlined rotate={90} />,
            },
          ]}
        />
        <SettingChoice
          name="container"
          label={t('customizer.container.label')}
          value={settings.container}
          onChange={(v) => setSetting('container', v)}
          options={[
            { value: 'boxed', label: t('customizer.container.boxed'), icon: <CompressOutlined /> },
            {
              value: 'full',
              label: t('customizer.container.full'),
              icon: <ColumnWidthOutlined />,
            },
          ]}
        />
        <SettingChoice
          name="sidebar"
          label={t('customizer.sidebar.label')}
          value={settings.sidebar}
          onChange={(v) => setSetting('sidebar', v)}
          disabled={settings.layout === 'horizontal'}
          options={[
            { value: 'full', label: t('customizer.sidebar.full'), icon: <MenuFoldOutlined /> },
            { value: 'mini', label: t('customizer.sidebar.mini'), icon: <MenuUnfoldOutlined /> },
          ]}
          hint={settings.layout === 'horizontal' ? t('customizer.sidebar.onlyVertical') : null}
        />
        <SettingChoice
          name="card"
          label={t('customizer.card.label')}
          value={settings.card}
          onChange={(v) => setSetting('card', v)}
          options={[
            { value: 'shadow', label: t('customizer.card.shadow') },
            { value: 'border', label: t('customizer.card.border'), icon: <BorderOutlined /> },
          ]}
        />
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="baseline">
            <Typography.Title level={5} id={radiusId} style={{ margin: 0 }}>
              {t('customizer.radius.label')}
            </Typography.Title>
            <Typography.Text type="secondary">
              {t('customizer.radius.value', { value: settings.borderRadius })}
            </Typography.Text>
          </Flex>
          <Slider
            min={RADIUS_MIN}
            max={RADIUS_MAX}
            step={1}
            value={settings.borderRadius}
            onChange={(v) => setSetting('borderRadius', v)}
            ariaLabelledByForHandle={radiusId}
          />
        </Flex>
      </Flex>
    </Drawer>
  );
}
