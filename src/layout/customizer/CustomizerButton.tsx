import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { closeCustomizer, openCustomizer, useCustomizerOpen } from './customizerOpen';

// Its own chunk (the slider, the colour swatches): loaded when the drawer first opens.
const CustomizerDrawer = lazy(() =>
  import('./CustomizerDrawer').then((m) => ({ default: m.CustomizerDrawer })),
);

/** The header's settings button and the customizer drawer it opens. */
export function CustomizerButton() {
  const { t } = useTranslation('common');
  const open = useCustomizerOpen();
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={<SettingOutlined />}
        aria-label={t('customizer.open')}
        aria-expanded={open}
        onClick={openCustomizer}
      />
      {opened ? (
        <Suspense fallback={null}>
          <CustomizerDrawer open={open} onClose={closeCustomizer} />
        </Suspense>
      ) : null}
    </>
  );
}
