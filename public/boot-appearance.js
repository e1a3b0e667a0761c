/*
 * Runs in <head>, before the console's bundle, so the first paint already has the user's mode,
 * colour theme, direction, language and page colour (no flash of the light theme for a dark
 * user). The CSP allows no inline script, hence this small file. It repeats a few values of
 * src/theme (the storage key, theme names, page colours) and src/i18n (the language key);
 * tests/console/theme-boot.test.ts runs it and fails if they drift apart. React takes over in
 * src/theme/documentAppearance.ts. It fetches nothing.
 */
(function bootAppearance() {
  var APPEARANCE_KEY = 'partypass.appearance';
  var LANGUAGE_KEY = 'partypass.language';
  var PAGE_COLOURS = { light: '#F4F7FB', dark: '#202936' };
  var THEMES = [
    'BLUE_THEME',
    'AQUA_THEME',
    'PURPLE_THEME',
    'GREEN_THEME',
    'CYAN_THEME',
    'ORANGE_THEME',
  ];
  // Right-to-left languages (as i18next's dir() knows them) force rtl, whatever the setting.
  var RTL_LANGUAGES = 'ar arc ckb dv fa ha he khw ks ku ps sd ur yi'.split(' ');

  var chosen = {};
  var language = null;
  try {
    chosen = JSON.parse(window.localStorage.getItem(APPEARANCE_KEY) || '{}') || {};
    language = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    chosen = {};
  }

  var mode = chosen.mode === 'dark' || chosen.mode === 'light' ? chosen.mode : null;
  if (!mode) {
    var prefersDark =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches;
    mode = prefersDark ? 'dark' : 'light';
  }
  var direction = chosen.direction === 'rtl' ? 'rtl' : 'ltr';
  var base = typeof language === 'string' ? language.toLowerCase().split(/[-_]/)[0] : '';
  if (RTL_LANGUAGES.indexOf(base) !== -1) direction = 'rtl';
  var theme = THEMES.indexOf(chosen.theme) !== -1 ? chosen.theme : THEMES[0];

  var root = document.documentElement;
  root.dir = direction;
  if (base) root.lang = language;
  root.setAttribute('data-theme', mode);
  root.setAttribute('data-color-theme', theme);
  root.style.colorScheme = mode;
  root.style.backgroundColor = PAGE_COLOURS[mode];
})();
