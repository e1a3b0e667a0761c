import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Set while the plan's own build runs: the config leaves this plugin and the file writers out. */
export const PLANNING_ENV = 'PARTYPASS_FIRST_LOAD_PLAN';

type Group = {
  name: string;
  priority: number;
  test: (id: string) => boolean;
  includeDependenciesRecursively?: boolean;
};
type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'facadeModuleId' | 'moduleIds' | 'imports'>;

export interface FirstLoadRoots {
  /** The page (index.html), whose chunk starts at it. */
  page: string;
  /** The page's script: it picks the screen and loads its code. */
  entry: string;
  /** Runs on every page. */
  boot: string;
  /** The sign-in screen of a signed-out visitor. */
  signIn: string;
  /** The console: every page but the signed-out sign-in screen runs it. */
  console: string;
  /** The main layout: every signed-in page draws it, and pages under it draw in it. */
  layout: string;
  /** Folders of the pages that can show without the main layout (the blank layout's, the 403). */
  outside: string[];
}

export interface FirstLoadPlan {
  shell: Set<string>;
  core: Set<string>;
  console: Set<string>;
  layout: Set<string>;
}

/**
 * Fewer, larger files in every first load (docs/performance.md, part 2e).
 *
 * Rolldown's automatic chunking gives each set of modules shared by the same lazy imports a file
 * of its own, so the sign-in page came in 72 files and the signed-in routes in 118-142, most of
 * them under 2 KB. With the CPU slowed down 4×, each file costs the main thread its request
 * (Vite's preload helper adds a `<link rel="modulepreload">` for each), whatever its size.
 *
 * Four groups merge what first loads download in any case:
 * - `shell`: what the entry (`src/main.tsx`) needs to choose the screen and ask for its code:
 *   `src/shell.ts` and Vite's preload helper. Every group imports the helper; in `core`, it made
 *   the entry wait for core to download and run before it asked for anything else, and the
 *   console's code came ~0.3 s later (part 2k). The entry itself stays out: its top-level await
 *   would hold up the modules that import it. The plugin links core's files in index.html, which
 *   Vite no longer does, so that their download still starts with the page's.
 * - `core`: what `src/boot.tsx` needs (every page runs it), and what the sign-in screen
 *   (`src/LoginShell.tsx`) needs that the console (`src/App.tsx`) or the main layout needs too:
 *   every page runs the sign-in screen or the console, and every console page but the few
 *   outside the layout draws the layout.
 * - `console`: the rest of what `src/App.tsx` needs. Only the sign-in screen runs without the
 *   console, and it needs none of these.
 * - `layout`: the rest of what `src/layout/MainLayout.tsx` needs, less what a page outside it
 *   needs (part 2g).
 * "Needs" is what automatic chunking gives: the module's chunk and the chunks it imports
 * statically. Following the modules' own imports instead would take in whole libraries through
 * their index files (antd's, the icons'), since it cannot see which exports are used. So the
 * plugin first builds the console without the groups, in memory, and reads its chunk graph; what
 * a module loads with `import()` stays in chunks of its own, as before.
 *
 * Rolldown also puts in a group the modules its members import, by their import statements, even
 * where the binding is unused. For `core` and `console` that adds nothing a page did not load
 * before, and `scripts/check-build.mjs` checks that it never brings the console's group into the
 * sign-in screen. For the layout it took in modules of the sign-in form (part 2e), so that group
 * leaves its members' imports where automatic chunking puts them: a member imports only modules
 * the plain build's chunks already gave the layout, so no chunk imports the group back and the
 * order modules run in is the plain build's. `check-build.mjs` checks that neither the sign-in
 * screen nor a page outside the layout imports it.
 */
export function firstLoadGroups(configFile: string): { plugin: Plugin; groups: Group[] } {
  const root = path.dirname(configFile);
  const roots: FirstLoadRoots = {
    page: path.join(root, 'index.html'),
    entry: path.join(root, 'src/main.tsx'),
    boot: path.join(root, 'src/boot.tsx'),
    signIn: path.join(root, 'src/LoginShell.tsx'),
    console: path.join(root, 'src/App.tsx'),
    layout: path.join(root, 'src/layout/MainLayout.tsx'),
    outside: [path.join(root, 'src/pages/auth/'), path.join(root, 'src/pages/landing/')],
  };
  let plan: FirstLoadPlan = {
    shell: new Set(),
    core: new Set(),
    console: new Set(),
    layout: new Set(),
  };
  let mode = 'production';
  let base = '/';

  const plugin: Plugin = {
    name: 'partypass:first-load-groups',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
      base = config.base;
    },
    async buildStart() {
      plan = planFirstLoadGroups(await plainBuild(configFile, mode), roots);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Every page runs src/boot.tsx and core. The entry asks for them with import() only, so
        // Vite lists none of their files in the page: without these links their download would
        // start only once the entry has run.
        const chunks = Object.values(bundle ?? {}).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const boot = chunks.find((chunk) => chunk.facadeModuleId === roots.boot);
        if (!boot) return;
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = [boot.fileName];
        for (const file of files) {
          for (const next of byFile.get(file)?.imports ?? []) {
            if (!files.includes(next)) files.push(next);
          }
        }
        const listed = (file: string) => html.includes(`"${base}${file}"`);
        const scripts = files.filter((file) => !listed(file));
        const sheets = chunks
          .filter((chunk) => files.includes(chunk.fileName))
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])
          .filter((file) => !listed(file));
        return [
          ...scripts.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...sheets.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };

  return {
    plugin,
    groups: [
      { name: 'shell', priority: 3, test: (id) => plan.shell.has(id) },
      { name: 'core', priority: 2, test: (id) => plan.core.has(id) },
      { name: 'console', priority: 1, test: (id) => plan.console.has(id) },
      {
        name: 'layout',
        priority: 0,
        test: (id) => plan.layout.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
}

/** The groups' chunk names: one per part of the plan. */
export const FIRST_LOAD_GROUPS: readonly (keyof FirstLoadPlan)[] = ['core', 'console', 'layout'];

/** What a chunk graph says of the groups (tests/console/first-load-groups.test.ts). */
export function planFirstLoadGroups(chunks: Chunk[], roots: FirstLoadRoots): FirstLoadPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The modules of the chunk that starts at `facade` and of every chunk it imports statically. */
  const needs = (facade: string): Set<string> => {
    const start = chunks.find((c) => c.facadeModuleId === facade);
    if (!start) throw new Error(`first-load groups: no chunk starts at ${facade}`);
    const modules = new Set<string>();
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const chunk = queue.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) modules.add(id);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) queue.push(next);
      }
    }
    return modules;
  };
  const boot = needs(roots.boot);
  const signIn = needs(roots.signIn);
  const app = needs(roots.console);
  const layout = needs(roots.layout);
  const shell = new Set(
    [...needs(roots.page)].filter((id) => id !== roots.page && id !== roots.entry),
  );
  const core = new Set(
    [...boot, ...[...signIn].filter((id) => app.has(id) || layout.has(id))].filter(
      (id) => !shell.has(id),
    ),
  );
  const consoleGroup = new Set([...app].filter((id) => !core.has(id) && !shell.has(id)));
  const outside = new Set(signIn);
  for (const chunk of chunks) {
    const facade = chunk.facadeModuleId;
    if (facade && roots.outside.some((folder) => facade.startsWith(folder))) {
      for (const id of needs(facade)) outside.add(id);
    }
  }
  return {
    shell,
    core,
    console: consoleGroup,
    layout: new Set(
      [...layout].filter(
        (id) => !shell.has(id) && !core.has(id) && !consoleGroup.has(id) && !outside.has(id),
      ),
    ),
  };
}

/** The build with automatic chunking alone, in memory: its chunks. */
async function plainBuild(configFile: string, mode: string): Promise<Chunk[]> {
  const { build } = await import('vite');
  const before = process.env[PLANNING_ENV];
  process.env[PLANNING_ENV] = '1';
  try {
    const result = await build({
      configFile,
      mode,
      logLevel: 'silent',
      build: { write: false, emptyOutDir: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    return outputs.flatMap((o) => o.output.filter((c) => c.type === 'chunk'));
  } finally {
    if (before === undefined) delete process.env[PLANNING_ENV];
    else process.env[PLANNING_ENV] = before;
  }
}
