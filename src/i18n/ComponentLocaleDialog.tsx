import { Form, Modal, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALE_CODES, antdCodeToTag } from './antdLocales';
import { setComponentLocaleChoice, useComponentLocaleChoice } from './componentLocale';
import { languageOf } from './languages';

const FOLLOW_INTERFACE = '';

/** "Chinese (Taiwan)" in the current language, from Intl; the bare code when Intl has no name. */
function localeName(code: string, displayLanguage: string): string {
  try {
    return (
      new Intl.DisplayNames([displayLanguage], { type: 'language' }).of(antdCodeToTag(code)) ?? code
    );
  } catch {
    return code;
  }
}

/**
 * Lets the user pick any of antd's locales for the components (pagination, pickers, empty
 * states), or go back to following the interface language.
 */
export function ComponentLocaleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const chosen = useComponentLocaleChoice();
  const displayLanguage = languageOf(i18n.resolvedLanguage ?? i18n.language).intl;
  const options = useMemo(
    () => [
      { value: FOLLOW_INTERFACE, label: t('language.followInterface') },
      ...ANTD_LOCALE_CODES.map((code) => ({
        value: code,
        label: `${localeName(code, displayLanguage)} (${code})`,
      })),
    ],
    [t, displayLanguage],
  );

  return (
    <Modal
      open={open}
      title={t('language.componentLocale')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t('language.componentLocaleHint')}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('language.componentLocale')} htmlFor="component-locale">
          <Select
            id="component-locale"
            showSearch
            optionFilterProp="label"
            options={options}
            value={chosen ?? FOLLOW_INTERFACE}
            onChange={(value: string) => {
              setComponentLocaleChoice(value === FOLLOW_INTERFACE ? null : value);
              onClose();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
