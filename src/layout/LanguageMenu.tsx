import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { Flag } from '../i18n/flags';
import { SUPPORTED_LANGUAGES } from '../i18n';
import { LANGUAGES, isSupportedLanguage, languageOf, nativeLanguageName } from '../i18n/languages';
import { useEndPlacement } from '../theme/directional';
import { LanguageButton } from './LanguageButton';

const COMPONENT_LOCALE_KEY = 'component-locale';

// Its own chunk with antd's list of locales: loaded when the dialog first opens.
const ComponentLocaleDialog = lazy(() =>
  import('../i18n/ComponentLocaleDialog').then((m) => ({ default: m.ComponentLocaleDialog })),
);

/**
 * The language picker's menu around its button: the five interface languages, then antd's
 * component language. Its own chunk (./LanguagePicker mounts it); opened by its owner.
 */
export function LanguageMenu({
  open,
  onOpenChange,
  autoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button had the focus before this was drawn: it takes it back. */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogOpened = useOpenedOnce(dialogOpen);
  const placement = useEndPlacement();
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;

  const items: MenuProps['items'] = [
    ...SUPPORTED_LANGUAGES.map((code) => ({
      key: code,
      icon: <Flag language={code} />,
      label: (
        <span lang={LANGUAGES[code].intl} dir="auto">
          {nativeLanguageName(code)}
        </span>
      ),
    })),
    { type: 'divider' as const },
    {
      key: COMPONENT_LOCALE_KEY,
      icon: <TranslationOutlined />,
      label: t('language.componentLocale'),
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === COMPONENT_LOCALE_KEY) setDialogOpen(true);
    else if (isSupportedLanguage(key)) void i18n.changeLanguage(key);
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick, selectable: true, selectedKeys: [current] }}
        trigger={['click']}
        placement={placement}
        open={open}
        onOpenChange={onOpenChange}
        autoFocus
      >
        <LanguageButton autoFocus={autoFocus} />
      </Dropdown>
      {dialogOpened ? (
        <Suspense fallback={null}>
          <ComponentLocaleDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
