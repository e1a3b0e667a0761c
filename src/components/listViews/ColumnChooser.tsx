import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice, ColumnOption } from './useColumnChoice';

/**
 * "Columns": antd's Dropdown holding a Checkbox per column of the list's Table. Unticking the
 * last shown column is not offered (a table keeps one column).
 */
export function ColumnChooser({
  columns,
  choice,
}: {
  columns: readonly ColumnOption[];
  choice: ColumnChoice;
}) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const lastOne = choice.visible.length === 1;
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <Flex
          vertical
          gap={8}
          role="group"
          aria-label={t('kit.columns.label')}
          style={{
            padding: 12,
            background: token.colorBgElevated,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {columns.map((column) => {
            const checked = choice.shows(column.key);
            return (
              <Checkbox
                key={column.key}
                checked={checked}
                disabled={checked && lastOne}
                onChange={(e) =>
                  choice.setVisible(
                    e.target.checked
                      ? columns.map((c) => c.key).filter((k) => k === column.key || choice.shows(k))
                      : choice.visible.filter((k) => k !== column.key),
                  )
                }
              >
                {column.title}
              </Checkbox>
            );
          })}
          <Button size="small" type="link" onClick={() => choice.setVisible(undefined)}>
            {t('kit.columns.reset')}
          </Button>
        </Flex>
      )}
    >
      <Button icon={<SettingOutlined />}>{t('kit.columns.button')}</Button>
    </Dropdown>
  );
}
