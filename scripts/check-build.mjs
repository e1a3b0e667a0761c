// Checks a production build of the console (CI, after `npm run build`):
//   node scripts/check-build.mjs [dir]            no developer tools; the demo sections' worker is there
//   node scripts/check-build.mjs dir --no-demo    a VITE_DEMO_APPS=false build: nothing of the demo sections
// Both: every script and stylesheet of 1 KB or more has brotli and gzip copies of the same bytes,
// and the first-load groups (scripts/vite-first-load-groups.ts) are there: the entry imports none
// of them and index.html links core, the sign-in screen does not import console, no page drawn
// without the main layout imports layout; and antd's sheets for the sign-in screen and for
// signed-in pages (scripts/vite-antd-first-styles.ts) are indexed in index.html, one of each per
// mode and colour theme, each with the record antd reads.
// Prints what it found and exits 1 on a problem.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const [dir = 'dist', ...flags] = process.argv.slice(2);
const noDemo = flags.includes('--no-demo');
const assets = join(dir, 'assets');
const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
const problems = [];

const forbid = (what, pattern) => {
  for (const file of scripts) {
    if (pattern.test(readFileSync(join(assets, file), 'utf8'))) problems.push(`${what} in ${file}`);
  }
};

// Refine's and TanStack Query's devtools load only in development (src/devtools/).
forbid('developer tools', /DevtoolsProvider|ReactQueryDevtools|refine-devtools|query-devtools/);
// react-router's package exports its development build only (vite.config.ts takes the production
// files): its warnings, such as this one, would run in every render of <Routes>.
forbid("react-router's development build", /You rendered descendant <Routes>/);

// The server sends these copies (vite.config.ts compression, server/app.ts preCompressed).
const COPIES = { br: brotliDecompressSync, gz: gunzipSync };
let compressed = 0;
for (const file of readdirSync(assets).filter((f) => /\.(js|css)$/.test(f))) {
  const bytes = readFileSync(join(assets, file));
  if (bytes.length < 1024) continue;
  for (const [ext, decode] of Object.entries(COPIES)) {
    const copy = join(assets, `${file}.${ext}`);
    if (!existsSync(copy)) problems.push(`${file}.${ext} missing`);
    else if (!decode(readFileSync(copy)).equals(bytes))
      problems.push(`${file}.${ext} is not ${file}`);
  }
  compressed += 1;
}

// The groups are planned from an in-memory build; if the plan found nothing, the build falls back
// to automatic chunking without a word, and every first load is back to 70-150 files.
// Each starts with V8's compile hint (scripts/vite-compile-hints.ts): Chromium ignored it lower down.
for (const group of ['core', 'console', 'layout']) {
  const file = scripts.find((f) => f.startsWith(`${group}-`));
  if (!file) problems.push(`no ${group}-*.js chunk`);
  else if (!readFileSync(join(assets, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
    problems.push(`${file} does not start with the compile hint`);
}
const html = readFileSync(join(dir, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1];
/** The files a script imports statically, and theirs. */
const staticImports = (start) => {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(join(assets, file))) continue;
    seen.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(dep);
  }
  return seen;
};
// The entry asks for the screen's code at once: importing a group statically, it would first wait
// for that group to download and run. index.html links core instead, for its download to start
// with the page's.
if (!entry) problems.push('no entry script in index.html');
else {
  const waitsFor = [...staticImports(entry)].filter((f) => /^(core|console|layout)-/.test(f));
  if (waitsFor.length) problems.push(`the entry ${entry} imports ${waitsFor.join(', ')}`);
}
const core = scripts.find((f) => f.startsWith('core-'));
if (core && !new RegExp(`<link rel="modulepreload"[^>]*href="/assets/${core}"`).test(html))
  problems.push(`index.html does not link ${core}`);
// Rolldown puts what a group's modules import in the group: the sign-in screen of a signed-out
// visitor must still not load the console's group before the form is sent.
const signIn = scripts.find((f) => /^LoginShell-[\w-]+\.js$/.test(f));
const signInLoads = signIn ? [...staticImports(signIn)] : [];
if (!signIn) problems.push('no LoginShell-*.js chunk');
else if (signInLoads.some((f) => f.startsWith('console-')))
  problems.push(`the sign-in screen (${signIn}) imports the console chunk`);
// Nor may it, or a page drawn without the main layout, load the layout's group.
const outsideLayout = scripts.filter((f) =>
  /^(LoginShell|LoginPage|NotFoundPage|MaintenancePage|LandingPage|ForbiddenPage)-[\w-]+\.js$/.test(
    f,
  ),
);
if (outsideLayout.length < 6)
  problems.push(`${outsideLayout.length} pages outside the layout, not 6`);
for (const page of outsideLayout) {
  if ([...staticImports(page)].some((f) => /^layout-[\w-]+\.js$/.test(f)))
    problems.push(`${page}, drawn without the main layout, imports the layout chunk`);
}

// Without the index (or with sheets antd cannot read) every page computes antd's styles again,
// ~0.2 s of the sign-in page at 4× CPU, and nothing else would say so.
const index = /<meta name="partypass-first-styles" content="([^"]+)"/.exec(html)?.[1];
const indexed = index ? JSON.parse(index.replaceAll('&quot;', '"')) : {};
const signInSheets = Object.values(indexed.files ?? {});
const signedInSheets = Object.values(indexed.signedIn ?? {});
const sheets = [...signInSheets, ...signedInSheets];
if (!index) problems.push("index.html has no index of antd's first styles");
else if (signInSheets.length !== 12 || signedInSheets.length !== 12)
  problems.push(
    `${signInSheets.length} sign-in and ${signedInSheets.length} signed-in antd style sheets indexed, not 12 of each`,
  );
for (const sheet of sheets) {
  const file = join(dir, sheet);
  if (!existsSync(file)) problems.push(`${sheet} is indexed but missing`);
  else if (!readFileSync(file, 'utf8').includes('.data-ant-cssinjs-cache-path{content:"'))
    problems.push(`${sheet} has no record of its styles for antd`);
}

// The font is asked for with the page, not once a layout needs it (scripts/vite-font-preload.ts).
const font =
  /<link rel="preload" href="\/assets\/(plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(
    html,
  );
if (!font || !existsSync(join(dir, 'assets', font[1])))
  problems.push("index.html does not preload the console's font");

if (noDemo) {
  forbid('demo sections code', /\/api\/data\/|mockServiceWorker|setupWorker/);
  for (const file of [
    'mockServiceWorker.js',
    'mockServiceWorker.js.br',
    'mockServiceWorker.js.gz',
    'demo',
  ]) {
    if (existsSync(join(dir, file))) problems.push(`${file} was copied to ${dir}`);
  }
} else if (!existsSync(join(dir, 'mockServiceWorker.js'))) {
  problems.push('the demo sections need mockServiceWorker.js, missing from the build');
}

if (problems.length > 0) {
  console.error(`${dir}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${dir}: ${scripts.length} scripts, no developer tools${noDemo ? ', no demo sections' : ''}, ` +
    `${compressed} files with brotli and gzip copies, first-load groups in place, ` +
    `${sheets.length} antd style sheets, the font preloaded`,
);
