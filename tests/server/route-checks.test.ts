import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Module } from '../../server/context';
import { modules } from '../../server/modules';
import { requireSignIn } from '../../server/auth/authenticate';
import { useTestApp, type TestApp } from '../helpers/test-app';
import { ROUTE_CHECK_FILES } from './route-checks';

/**
 * The route checks are declared by the module that registers the routes, and stay test data:
 * each module's `<area>.route-checks.ts` lists exactly the routes that module registers, every
 * such file is collected, and no code the server, the app or the workers run imports one.
 */

/** The folder a module's declaration lives in: its own under server/modules, or sync's. */
const folderOf = (module: Module) => (module.name === 'sync' ? 'server/sync' : `server/modules/${module.name}`);

/** The routes one module registers on its own, as server/app.ts registers them (HEAD left out). */
async function routesOf(module: Module, t: TestApp): Promise<string[]> {
  const app = Fastify({ logger: false });
  const found: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.push(`${method} ${route.url ?? route.path}`);
  });
  const { publicRoutes, routes } = module;
  if (publicRoutes) await app.register(async (scope) => publicRoutes(scope, t.ctx));
  if (routes) {
    await app.register(async (signedIn) => {
      requireSignIn(signedIn, t.ctx);
      await signedIn.register(async (scope) => routes(scope, t.ctx));
    });
  }
  await app.ready();
  await app.close();
  return found.sort();
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

describe('route checks', () => {
  const t = useTestApp('sqlite', async () => undefined);

  it("each module's route checks list exactly the routes it registers", async () => {
    const wrong: Record<string, { registeredOnly: string[]; declaredOnly: string[] }> = {};
    for (const module of modules) {
      const file = `${folderOf(module)}/${path.basename(folderOf(module))}.route-checks.ts`;
      const registered = await routesOf(module, t);
      const declared = (ROUTE_CHECK_FILES[file] ?? []).map((check) => check.route).sort();
      const registeredOnly = registered.filter((route) => !declared.includes(route));
      const declaredOnly = declared.filter((route) => !registered.includes(route));
      if (registeredOnly.length > 0 || declaredOnly.length > 0) wrong[file] = { registeredOnly, declaredOnly };
    }
    expect(wrong, "routes registered without a row in their module's route checks, or rows for routes the module does not register").toEqual({});
  });

  it('collects every route checks file, each named after its folder', () => {
    const onDisk = filesUnder('server', /\.route-checks\.ts$/).sort();
    expect(Object.keys(ROUTE_CHECK_FILES).sort()).toEqual(onDisk);
    const folders = new Set(modules.map(folderOf));
    const misplaced = onDisk.filter(
      (file) => !folders.has(path.dirname(file)) || path.basename(file) !== `${path.basename(path.dirname(file))}.route-checks.ts`,
    );
    expect(misplaced, 'route checks outside a module folder or not named <area>.route-checks.ts').toEqual([]);
  });

  it('no code the server, the app or the workers run imports a route checks file', () => {
    expect(importersOf(/\.route-checks'/)).toEqual([]);
  });
});

/**
 * The features' screen declarations for the accessibility run (e2e/screens.ts) are data: they
 * import types only, and the app never imports them.
 */
describe('screen declarations', () => {
  it('import nothing at run time, and nothing the app runs imports them', () => {
    const declarations = filesUnder('src/features', /\.screens\.ts$/);
    expect(declarations.length).toBeGreaterThan(0);
    const importing = declarations.filter((file) => /^import (?!type )/m.test(fs.readFileSync(file, 'utf8')));
    expect(importing, 'screen declarations with a run-time import').toEqual([]);
    expect(importersOf(/\.screens'/)).toEqual([]);
  });
});

/** The files under server, src, workers and sw (tests and declarations aside) with an import whose path matches. */
function importersOf(target: RegExp): string[] {
  return ['server', 'src', 'workers', 'sw']
    .flatMap((dir) => filesUnder(dir, /\.tsx?$/))
    .filter((file) => !/\.(route-checks|screens|test)\.ts$/.test(file))
    .filter((file) => [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*('[^']*')/g)].some((match) => target.test(match[1] ?? '')));
}
