// Checks a production build of the console (CI, after `npm run build`):
//   node scripts/check-build.mjs [dir]            no developer tools; the demo sections' worker is there
//   node scripts/check-build.mjs dir --no-demo    a VITE_DEMO_APPS=false build: nothing of the demo sections
// Both: every script and stylesheet of 1 KB or more has brotli and gzip copies of the same bytes;
// the first loads (the sign-in screen, the console, its layout and the pages drawn without it)
// hold no other language's antd texts, no charts and no MSW worker client, and the sign-in
// screen does not load the console; the font is preloaded.
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

/** The files a script imports statically, and theirs: what loads with it. */
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
  return [...seen];
};
const chunk = (name) => scripts.find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));

// What each first load must leave to later: the other languages' antd texts (loaded with their
// language), the charts (with the dashboard's figures) and MSW (with the demo sections).
// zh_CN is the exception: @refinedev/antd's page header (@ant-design/pro-provider) imports it as
// its default texts, ~2 KB gzip, accepted rather than a fourth module substitution.
const LATER = [
  ["another language's antd texts", /^(?!en_US|zh_CN)[a-z]{2}_[A-Z]{2}-/],
  ['the charts', /^charts-/],
  ["MSW's worker client", /^browser-/],
];
const FIRST_LOADS = ['LoginShell', 'App', 'MainLayout', 'DashboardPage', 'PurchaseList'];
const OUTSIDE_LAYOUT = [
  'LoginShell',
  'LoginPage',
  'NotFoundPage',
  'MaintenancePage',
  'LandingPage',
];
for (const name of new Set([...FIRST_LOADS, ...OUTSIDE_LAYOUT])) {
  const file = chunk(name);
  if (!file) {
    problems.push(`no ${name}-*.js chunk`);
    continue;
  }
  const loads = staticImports(file);
  for (const [what, pattern] of LATER) {
    const found = loads.filter((f) => pattern.test(f));
    if (found.length) problems.push(`${name} loads ${what} (${found.join(', ')})`);
  }
  // The sign-in screen of a signed-out visitor loads the console only once the form is sent, and
  // no page drawn without the main layout loads the layout.
  const forbidden = name === 'LoginShell' ? ['App', 'MainLayout'] : ['MainLayout'];
  if (OUTSIDE_LAYOUT.includes(name)) {
    for (const other of forbidden) {
      const otherFile = chunk(other);
      if (otherFile && loads.includes(otherFile)) problems.push(`${name} imports ${otherFile}`);
    }
  }
}

// The font is asked for with the page, not once a layout needs it (scripts/vite-font-preload.ts).
const html = readFileSync(join(dir, 'index.html'), 'utf8');
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
    `${compressed} files with brotli and gzip copies, first loads without later parts, the font preloaded`,
);
