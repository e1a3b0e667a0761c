import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CustomizerDrawer } from './CustomizerDrawer';
import { closeCustomizer, openCustomizer, useCustomizerOpen } from './customizerOpen';

/** The header's settings button and the customizer drawer it opens. */
export function CustomizerButton() {
  const { t } = useTranslation('common');
  const open = useCustomizerOpen();
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
      <CustomizerDrawer open={open} onClose={closeCustomizer} />
    </>
  );
}
