import { Button, Divider, Flex, Radio, Select, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, DEFAULT_FILTERS, GENDERS, PRICE_RANGES, type ShopFilters } from './filters';

/** Category, gender, price range and colour filters, and a reset. */
export function ShopFiltersPanel({
  value,
  colors,
  onChange,
}: {
  value: ShopFilters;
  colors: string[];
  onChange: (f: ShopFilters) => void;
}) {
  const { t } = useTranslation('demo');
  const { token } = theme.useToken();
  const set = (patch: Partial<ShopFilters>) => onChange({ ...value, ...patch });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>{t('shop.sortBy')}</Typography.Text>
      <Select
        aria-label={t('shop.sortBy')}
        style={{ width: '100%' }}
        value={value.sort}
        onChange={(sort) => set({ sort })}
        options={(['newest', 'priceDesc', 'priceAsc', 'discounted'] as const).map((s) => ({
          value: s,
          label: t(`shop.sort.${s}`),
        }))}
      />
      <Divider style={{ marginBlock: 8 }} />
      <Typography.Text strong id="shop-category">
        {t('shop.category')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="shop-category"
        value={value.category}
        onChange={(e) => set({ category: e.target.value })}
      >
        <Space direction="vertical">
          {(['all', ...CATEGORIES] as const).map((c) => (
            <Radio key={c} value={c}>
              {t(`shop.categories.${c}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Typography.Text strong id="shop-gender">
        {t('shop.gender')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="shop-gender"
        value={value.gender}
        onChange={(e) => set({ gender: e.target.value })}
      >
        <Space direction="vertical">
          {(['all', ...GENDERS] as const).map((g) => (
            <Radio key={g} value={g}>
              {t(`shop.genders.${g}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Typography.Text strong id="shop-price">
        {t('shop.price')}
      </Typography.Text>
      <Radio.Group
        aria-labelledby="shop-price"
        value={value.price}
        onChange={(e) => set({ price: e.target.value })}
      >
        <Space direction="vertical">
          {PRICE_RANGES.map((p) => (
            <Radio key={p} value={p}>
              {t(`shop.prices.${p}`)}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Typography.Text strong>{t('shop.color')}</Typography.Text>
      <Flex gap={6} wrap>
        {colors.map((c) => (
          <button
            key={c}
            type="button"
            aria-label={t('shop.colorNamed', { color: c })}
            aria-pressed={value.color === c}
            onClick={() => set({ color: value.color === c ? null : c })}
            style={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              background: c,
              cursor: 'pointer',
              border: `2px solid ${value.color === c ? token.colorPrimary : token.colorBorder}`,
            }}
          />
        ))}
      </Flex>
      <Button block onClick={() => onChange(DEFAULT_FILTERS)} style={{ marginBlockStart: 12 }}>
        {t('shop.reset')}
      </Button>
    </Space>
  );
}
