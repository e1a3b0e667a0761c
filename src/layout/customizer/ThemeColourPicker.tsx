import { CheckOutlined } from '@ant-design/icons';
import { Flex, Radio, Typography, theme as antdTheme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_NAMES, THEMES, type Mode, type ThemeName } from '../../theme';

/** The six colour themes as swatches, each showing its primary colour in the current mode. */
export function ThemeColourPicker({
  value,
  mode,
  onChange,
}: {
  value: ThemeName;
  mode: Mode;
  onChange: (value: ThemeName) => void;
}) {
  const { t } = useTranslation('common');
  const { token } = antdTheme.useToken();
  const id = useId();
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} id={id} style={{ margin: 0 }}>
        {t('customizer.theme.label')}
      </Typography.Title>
      <div role="radiogroup" aria-labelledby={id}>
        <Radio.Group
          name="theme"
          optionType="button"
          value={value}
          onChange={(e) => onChange(e.target.value as ThemeName)}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}
        >
          {THEME_NAMES.map((name) => {
            const colour = THEMES[name][mode].colorPrimary;
            return (
              <Radio.Button
                key={name}
                value={name}
                style={{ height: 'auto', padding: 8, borderRadius: token.borderRadius }}
              >
                <span
                  style={{
                    display: 'inline-flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 4,
                    width: '100%',
                  }}
                >
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      background: colour,
                      color: token.colorWhite,
                    }}
                  >
                    {name === value ? <CheckOutlined /> : null}
                  </span>
                  <span>{t(`customizer.theme.${name}`)}</span>
                </span>
              </Radio.Button>
            );
          })}
        </Radio.Group>
      </div>
    </Flex>
  );
}
