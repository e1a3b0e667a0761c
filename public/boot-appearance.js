/*
 * Runs in <head>, before the console's bundle, so the first paint already has the user's mode,
 * direction and page colour (no flash of the light theme for a dark user). The CSP allows no
 * inline script, hence this small file. It repeats a few values of src/theme (the storage key,
 * the two page colours), of src/i18n (the language key) and of the contract (the session's token
 * key); tests/console/theme-boot.test.ts runs it and fails if they drift apart. React takes over
 * from src/theme/ThemeProvider.tsx.
 */
(function bootAppearance() {
  var APPEARANCE_KEY = 'partypass.appearance';
  var LANGUAGE_KEY = 'partypass.language';
  var TOKEN_KEY = 'token';
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
  var RTL_LANGUAGES = [
    'ar',
    'arc',
    'ckb',
    'dv',
    'fa',
    'ha',
    'he',
    'khw',
    'ks',
    'ku',
    'ps',
    'sd',
    'ur',
    'yi',
  ];

  var chosen = {};
  var language = null;
  try {
    chosen = JSON.parse(window.localStorage.getItem(APPEARANCE_KEY) || '{}') || {};
    language = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    chosen = {};
  }
  var token = null;
  try {
    token = window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    token = null;
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

  // antd's styles for the sign-in screen's components, or for what a signed-in page draws first,
  // made by the build for this mode and colour theme at the default radius
  // (scripts/vite-antd-first-styles.ts): antd then skips computing them. Written by the parser,
  // so that the sheet is in before the console's scripts run (antd reads its record once, at its
  // first component). Not in a development build (no index).
  var index = document.querySelector('meta[name="partypass-first-styles"]');
  // Which sheet was linked: a drawing's classes are those of its set's sheet.
  var linked = null;
  if (index) {
    try {
      var first = JSON.parse(index.getAttribute('content') || '{}');
      var radius = typeof chosen.borderRadius === 'number' ? chosen.borderRadius : first.radius;
      // A session in this tab opens a signed-in page; the sign-in pages get the smaller sheet.
      var signedIn = !!token && !/^\/auth(\/|$)/.test(location.pathname);
      var sheets = (signedIn && first.signedIn) || first.files;
      var sheet = sheets && sheets[mode + ' ' + theme];
      if (sheet && radius === first.radius) {
        document.write('<link rel="stylesheet" href="' + sheet + '" />');
        linked = sheets === first.files ? 'sign-in' : 'signed-in';
      }
    } catch {
      // No sheet: antd computes every style in the browser, as in development.
    }
  }

  // The screens the build drew into the page (scripts/vite-static-screens.ts), for a visitor whose
  // page, session, window, settings and language they were drawn for, as the console would draw
  // them: public/boot-drawings.js puts the drawing of this mode in the page.
  var session = null;
  try {
    if (token) {
      var payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
      var claims = JSON.parse(atob(payload));
      // As src/api/jwt.ts: a token past its time (5 s of grace) opens the sign-in page instead.
      var expired = typeof claims.exp === 'number' && claims.exp + 5 <= Date.now() / 1000;
      session = { role: expired ? null : claims.role };
    }
  } catch {
    session = { role: null };
  }
  // A drawn list's first rows, asked for now rather than once the console's code has run: the
  // drawing shows them (public/boot-drawings.js) and the console's client takes this reply for
  // its own call to the same address with the same token (src/api/http.ts), so it is made once.
  // A failed call resolves as not ok: the console then makes its own and shows its error.
  function askFirstList(list) {
    var url = new URL(list, location.href).href;
    var failed = { ok: false, status: 0, text: '' };
    var reply =
      typeof fetch !== 'function'
        ? Promise.resolve(failed)
        : fetch(url, {
            headers: {
              Accept: 'application/json, text/plain, */*',
              Authorization: 'Bearer ' + token,
            },
          })
            .then(function read(res) {
              return res.text().then(function answer(text) {
                return { ok: res.ok, status: res.status, text: text };
              });
            })
            .then(null, function fail() {
              return failed;
            });
    window.__partypassFirstReply = { url: url, token: token, reply: reply };
  }
  var screens = ['sign-in', 'dashboard', 'purchases'];
  for (var s = 0; s < screens.length; s += 1) {
    var drawn = document.querySelector('meta[name="partypass-static-' + screens[s] + '"]');
    if (!drawn || !linked) continue;
    try {
      var screen = JSON.parse(drawn.getAttribute('content') || '{}');
      var path = location.pathname;
      var fits =
        linked === (screen.signedIn ? 'signed-in' : 'sign-in') &&
        (path === screen.path || path === screen.path + '/') &&
        // A list's state in its address (a bookmarked page 3, a filter) is not its first page.
        (!screen.list || !location.search) &&
        (screen.signedIn ? !!session && screen.roles.indexOf(session.role) !== -1 : !token) &&
        (!screen.minWidth ||
          (typeof window.matchMedia === 'function' &&
            window.matchMedia('(min-width: ' + screen.minWidth + 'px)').matches));
      // The settings it was drawn with: a visitor who chose another gets none.
      var settings = screen.settings || {};
      for (var key in settings) {
        var value = key === 'theme' ? theme : key === 'direction' ? direction : chosen[key];
        if (value !== undefined && value !== settings[key]) fits = false;
      }
      // The language i18next will pick: the stored one, else the browser's first it knows.
      var wanted = [language].concat(navigator.languages || [navigator.language]);
      var picked = screen.language;
      for (var i = 0; i < wanted.length; i += 1) {
        var code = typeof wanted[i] === 'string' ? wanted[i].toLowerCase().split(/[-_]/)[0] : '';
        if (screen.languages && screen.languages.indexOf(code) !== -1) {
          picked = code;
          break;
        }
      }
      if (fits && picked === screen.language) {
        root.setAttribute('data-static-' + screens[s], mode);
        if (screen.list) askFirstList(screen.list);
      }
    } catch {
      // No drawing: React draws the screen, as in development.
    }
  }
})();
