// The chunks of a launch (issue 30): fewer, larger files on the way to the first screen. Left to
// itself the bundler splits every module two lazy routes share into a chunk of its own, and an
// offline launch to the PIN pad fetched about 36 scripts from the service worker (the first visit
// on a weak signal as many requests, six at a time). Here every module the entry imports
// statically stays in the entry's chunk (the `start` group: one file), and each launch step's static closure (the sign-in
// screen, the sign-in machinery and the sync engine, the signed-in layout, the gate pass, Home, the
// guard console) into one chunk each, minus what an earlier step already holds. A lazy route outside
// them that imports a module of one of them loads that chunk (already cached at launch).
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * A launch step: its chunk's name and the modules (paths from the root, a route's `?tsr-split` part
 * ignored) whose static closure it holds; `everyLaunch` when every first screen needs it, so
 * index.html preloads it beside the entry instead of a round trip after it.
 */
export type LaunchStep = { name: string; roots: readonly string[]; everyLaunch?: true };

/**
 * A module two steps need goes to the earlier one. Sign-in first: a first visit's sign-in screen
 * loads its own chunk only (the sign-in machinery once it has drawn), and the machinery imports the
 * few modules it shares with the screen from it. Names match the route chunks' names (vite.config.ts
 * keeps their preload lists).
 */
export const LAUNCH_STEPS: readonly LaunchStep[] = [
  // The sign-in screen and the UI pieces every other step imports from it (Icon, Dialog, TextField): every first screen.
  { name: 'login', roots: ['src/routes/login.tsx', 'src/routes/index.tsx'], everyLaunch: true },
  { name: 'sync', roots: ['src/sync/session.ts', 'src/sync/engine.ts'] },
  { name: '_app', roots: ['src/routes/_app.tsx'] },
  { name: 'access', roots: ['src/routes/_app/access.tsx'] },
  { name: 'home', roots: ['src/routes/_app/home.tsx'] },
  { name: 'guard', roots: ['src/routes/_app/guard.tsx'] },
];

type ModuleGraph = { ids: readonly string[]; info: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null };

/**
 * Each module's chunk: `start` for the entry's static closure, then each step's name for its roots'
 * split components (`?tsr-split=component`, the route's screen) or modules and their static closure,
 * minus what an earlier chunk holds. Dynamic imports are not followed: what loads on demand stays apart.
 */
export function launchChunkOf(graph: ModuleGraph, root: string, steps: readonly LaunchStep[] = LAUNCH_STEPS): Map<string, string> {
  const chunkOf = new Map<string, string>();
  const claim = (name: string, starts: readonly string[]) => {
    const stack = [...starts];
    while (stack.length > 0) {
      const id = stack.pop();
      if (id === undefined || chunkOf.has(id)) continue;
      chunkOf.set(id, name);
      stack.push(...(graph.info(id)?.importedIds ?? []));
    }
  };
  claim(
    'start',
    graph.ids.filter((id) => graph.info(id)?.isEntry),
  );
  for (const step of steps) {
    const files = new Set(step.roots.map((file) => path.resolve(root, file)));
    // A route's screen: its split component module. A plain module: itself.
    claim(
      step.name,
      graph.ids.filter((id) => {
        const [file, query] = id.split('?');
        return file !== undefined && files.has(file) && (query === undefined || query.includes('tsr-split=component'));
      }),
    );
  }
  return chunkOf;
}

/** The plugin that reads the module graph once the app's build has loaded it, and the codeSplitting option (vite.config.ts, build.rolldownOptions.output) that places the modules. */
export function launchChunks(steps: readonly LaunchStep[] = LAUNCH_STEPS): { plugin: Plugin; codeSplitting: Rollup.CodeSplittingOptions } {
  let chunkOf = new Map<string, string>();
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'estate:launch-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // The app's build only (its entry is index.html): the service worker's and the workers' builds keep their own chunks.
      if (!ids.some((id) => id.endsWith('/index.html'))) return;
      chunkOf = launchChunkOf({ ids, info: (id) => this.getModuleInfo(id) }, root, steps);
    },
    // After vite's own tags (the entry and its CSS): a modulepreload for each step every launch needs.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const everyLaunch = new Set(steps.filter((step) => step.everyLaunch).map((step) => step.name));
        return Object.values(context.bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' && everyLaunch.has(file.name)
            ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file.fileName}` }, injectTo: 'head' as const }]
            : [],
        );
      },
    },
  };
  const names = ['start', ...steps.map((step) => step.name)];
  return {
    plugin,
    codeSplitting: {
      groups: names.map((name, i) => ({ name, priority: names.length - i, test: (id: string) => chunkOf.get(id) === name })),
    },
  };
}
