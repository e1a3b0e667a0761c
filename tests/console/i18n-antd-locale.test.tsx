import { act, render, screen } from '@testing-library/react';
import { ConfigProvider, Empty, Pagination } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { ANTD_LOCALE_CODES, dayjsLocaleFor, loadAntdLocale } from '../../src/i18n/antdLocales';
import {
  COMPONENT_LOCALE_STORAGE_KEY,
  setComponentLocaleChoice,
  useAntdLocale,
} from '../../src/i18n/componentLocale';
import { addAllLanguages } from './i18n-helpers';

addAllLanguages();

afterEach(async () => {
  setComponentLocaleChoice(null);
  await act(() => i18n.changeLanguage('en'));
  dayjs.locale('en');
});

describe('loadAntdLocale', () => {
  it("offers all of antd's locales (about 60), and nothing else", () => {
    expect(ANTD_LOCALE_CODES.length).toBeGreaterThanOrEqual(60);
    expect(ANTD_LOCALE_CODES).toEqual(expect.arrayContaining(['de_DE', 'ar_EG', 'zh_CN', 'vi_VN']));
    expect(ANTD_LOCALE_CODES.every((code) => /^[a-z]{2,3}_[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('loads German with its pagination texts and makes dayjs German', async () => {
    const locale = await loadAntdLocale('de_DE');
    expect(locale.locale).toBe('de');
    expect(locale.Pagination?.items_per_page).toBe('/ Seite');
    expect(dayjs.locale()).toBe('de');
    expect(dayjs('2026-03-01').format('MMMM')).toBe('März');
  });

  it('loads Chinese with the zh-cn dayjs locale', async () => {
    await loadAntdLocale('zh_CN');
    expect(dayjs.locale()).toBe('zh-cn');
  });

  it('rejects a code antd does not have', async () => {
    await expect(loadAntdLocale('xx_XX')).rejects.toThrow('Unknown antd locale');
    await expect(loadAntdLocale('index')).rejects.toThrow();
  });

  it('maps antd codes to dayjs locales', () => {
    expect(dayjsLocaleFor('pt_BR', 'pt-br')).toBe('pt-br');
    expect(dayjsLocaleFor('fr_CA', 'fr')).toBe('fr');
    expect(dayjsLocaleFor('en_US', 'en')).toBe('en');
    expect(dayjsLocaleFor('de_DE')).toBe('de');
  });
});

/** The Empty component's caption (its picture repeats the text as an SVG title). */
const EMPTY = { selector: '.ant-empty-description' };

function WithLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useAntdLocale()}>{children}</ConfigProvider>;
}

describe('the components language', () => {
  it('follows the interface language', async () => {
    render(
      <WithLocale>
        <Empty />
        <Pagination total={50} showSizeChanger />
      </WithLocale>,
    );
    expect(screen.getByText('No data', EMPTY)).toBeInTheDocument();
    expect(screen.getByTitle('Next Page')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Aucune donnée', EMPTY)).toBeInTheDocument();
    expect(screen.getByTitle('Page suivante')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByText('暂无数据', EMPTY)).toBeInTheDocument();
  });

  it('keeps what was typed while the first other locale arrives (the app is not mounted anew)', async () => {
    render(
      <WithLocale>
        <input aria-label="E-mail" />
        <Empty />
      </WithLocale>,
    );
    const field = screen.getByLabelText<HTMLInputElement>('E-mail');
    field.value = 'typed@example.test';
    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText('لا توجد بيانات', EMPTY)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBe(field);
    expect(field).toHaveValue('typed@example.test');
  });

  it('uses the locale the user chose, whatever the interface language, and remembers it', async () => {
    render(
      <WithLocale>
        <Empty />
      </WithLocale>,
    );
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Aucune donnée', EMPTY)).toBeInTheDocument();
    act(() => setComponentLocaleChoice('de_DE'));
    expect(await screen.findByText('Keine Daten', EMPTY)).toBeInTheDocument();
    expect(localStorage.getItem(COMPONENT_LOCALE_STORAGE_KEY)).toBe('de_DE');
    act(() => setComponentLocaleChoice(null));
    expect(await screen.findByText('Aucune donnée', EMPTY)).toBeInTheDocument();
    expect(localStorage.getItem(COMPONENT_LOCALE_STORAGE_KEY)).toBeNull();
  });
});
