// The service worker's precache in two stages (issue 30): the shell and the gate screens first,
// everything else after the app is interactive (sw/sw.ts caches the later stage when the page asks,
// src/sync/sw-register.ts). Which files are the shell is read from the build's own chunk graph:
// the entry chunk, the route chunks of the screens a resident or a guard needs at the gate, and
// what they import statically (not what they load on demand), with their CSS and workers.
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** The route files whose screens must work offline first: sign-in, landing, the resident's access pass and PIN, the guard console. */
export const GATE_ROUTES = [
  'src/routes/__root.tsx',
  'src/routes/index.tsx',
  'src/routes/login.tsx',
  'src/routes/_app.tsx',
  'src/routes/_app/home.tsx',
  'src/routes/_app/access.tsx',
  'src/routes/_app/reset-pin.tsx',
  'src/routes/_app/guard.tsx',
];

/** A precache manifest entry as workbox-build hands it to a transform (the size is dropped after). */
type ManifestEntry = { url: string; revision: string | null; size: number };
/** An entry of the injected manifest: `later` marks the second stage. */
export type StagedEntry = ManifestEntry & { later?: true };

/** Files of the first stage: the entry, the gate routes' chunks and their static imports, their CSS, and the worker scripts they start. */
export function shellFiles(bundle: Rollup.OutputBundle, root: string, gateRoutes = GATE_ROUTES): Set<string> {
  const gate = new Set(gateRoutes.map((route) => path.resolve(root, route)));
  const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const workers = Object.values(bundle).filter(
    (file) => file.type === 'asset' && /\.worker-[\w-]+\.js$/.test(file.fileName) && !/maplibre|pdf/.test(file.fileName),
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set<string>();
  const add = (fileName: string) => {
    const chunk = byName.get(fileName);
    if (!chunk || shell.has(fileName)) return;
    shell.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
    for (const worker of workers) if (chunk.code.includes(worker.fileName)) shell.add(worker.fileName);
    for (const imported of chunk.imports) add(imported);
  };
  // A gate route's chunk holds its module (the route's split component); it may hold other modules loaded on demand too
  // (scripts/vite/launch-chunks.ts puts a launch step's closure in one chunk), so it need not be the chunk's facade.
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => gate.has(id.split('?')[0] ?? ''))) add(chunk.fileName);
  }
  return shell;
}

/**
 * The vite plugin that reads the chunk graph, and the workbox manifest transform (vite.config.ts,
 * injectManifest.manifestTransforms) that marks every asset outside it `later`. Files outside
 * /assets (index.html, the web manifest, the icons, the help page) stay in the first stage.
 */
export function precacheStages(): { plugin: Plugin; transform: (entries: ManifestEntry[]) => Promise<{ manifest: StagedEntry[]; warnings: string[] }> } {
  let shell: Set<string> | null = null;
  let root = process.cwd();
  const plugin: Plugin = {
    name: 'estate:precache-stages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // The app's build has index.html as its entry; the service worker's and the workers' builds do not: keep the app's graph.
      if (!Object.values(bundle).some((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith('/index.html'))) return;
      shell = shellFiles(bundle, root);
    },
  };
  const transform = async (entries: ManifestEntry[]) => {
    const first = shell;
    if (!first) return { manifest: entries, warnings: ['precache-stages: no chunk graph, everything in the first stage'] };
    return {
      manifest: entries.map((entry): StagedEntry => (entry.url.startsWith('assets/') && !first.has(entry.url) ? { ...entry, later: true } : entry)),
      warnings: [],
    };
  };
  return { plugin, transform };
}
