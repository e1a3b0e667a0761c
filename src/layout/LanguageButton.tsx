import { Button, Flex, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Flag } from '../i18n/flags';
import { languageOf, nativeLanguageName } from '../i18n/languages';

/** The language picker's button: the current language's flag. Takes what antd's Dropdown adds. */
export function LanguageButton(props: ButtonProps) {
  const { t, i18n } = useTranslation('common');
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  return (
    <Button
      type="text"
      shape="circle"
      size="large"
      aria-label={t('language.picker', { language: nativeLanguageName(current) })}
      title={t('language.pickerTitle')}
      {...props}
    >
      <Flex align="center">
        <Flag language={current} width={24} />
      </Flex>
    </Button>
  );
}
