import fs from 'node:fs';
import path from 'node:path';

/**
 * The checks of tests/architecture.test.ts, as pure functions over file texts so a test can feed
 * them a fake offender and see it reported.
 */

export type SourceFile = { path: string; text: string };

/** Every .ts/.tsx file under `dir` (tests and migrations left out), with its text. */
export function sourcesUnder(dir: string, skip: RegExp = /(\.test\.tsx?$)|(\/migrations\/)/): SourceFile[] {
  const found: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !skip.test(full)) found.push({ path: full, text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return found;
}

/**
 * The area a server file belongs to: `server/modules/<area>/`, the sync engine (`server/sync/`),
 * the mailer (`server/mail/`), the job schedule (`server/job-runs/`) and the auth library
 * (`server/auth/`, the auth module's code).
 * Undefined for files that are no area's (the database plumbing, the app's assembly; seeds: `seedAreas`).
 */
export function serverAreaOf(file: string): string | undefined {
  const p = file.split(path.sep).join('/');
  const module = /^server\/modules\/([^/]+)\//.exec(p)?.[1];
  if (module) return module;
  if (p.startsWith('server/sync/')) return 'sync';
  if (p.startsWith('server/mail/')) return 'mail';
  if (p.startsWith('server/job-runs/')) return 'job-runs';
  if (p.startsWith('server/auth/')) return 'auth';
  if (p.startsWith('server/lib/')) return 'lib';
  return undefined;
}

/** table -> owning area, from each `<area>.tables.ts`: the keys of the `…Tables` interface it exports. */
export function tableOwners(tablesFiles: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of tablesFiles) {
    const area = path.basename(file.path).replace(/\.tables\.ts$/, '');
    for (const block of file.text.matchAll(/export interface \w+Tables\b[^{]*\{([^}]*)\}/g)) {
      for (const key of (block[1] ?? '').matchAll(/^\s*([a-z_0-9]+)\s*:/gm)) {
        const table = key[1] ?? '';
        const previous = owners.get(table);
        if (previous !== undefined && previous !== area) throw new Error(`Table ${table} is declared by ${previous} and ${area}`);
        owners.set(table, area);
      }
    }
  }
  return owners;
}

const QUERY_CALL =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|with|withRecursive|table)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`$]*`)/g;
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
const SQL_TABLE_WORD = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z_0-9]*)"?/gi;

export type TableUse = { file: string; line: number; table: string };

/** Every table a file names in a Kysely query call or in a `sql` template. */
export function tablesNamedIn(file: SourceFile): TableUse[] {
  const uses: TableUse[] = [];
  const lineOf = (index: number) => file.text.slice(0, index).split('\n').length;
  for (const call of file.text.matchAll(QUERY_CALL)) {
    for (const literal of (call[2] ?? '').matchAll(/['"`]([a-z_][a-z_0-9]*)(?:\s+as\s+\w+)?['"`]/g)) {
      uses.push({ file: file.path, line: lineOf(call.index ?? 0), table: literal[1] ?? '' });
    }
  }
  for (const template of file.text.matchAll(SQL_TEMPLATE)) {
    for (const word of (template[1] ?? '').matchAll(SQL_TABLE_WORD)) {
      uses.push({ file: file.path, line: lineOf(template.index ?? 0), table: (word[1] ?? '').toLowerCase() });
    }
  }
  return uses;
}

export type TableCrossing = { area: string; table: string; owner: string; at: string };

/** What a seed file belongs to when no single module seeds with it: an area that owns no table. */
export const SHARED_SEED_AREA = 'seed';

/**
 * The area of each file under server/seed/: the one module whose files import it, directly or
 * through other seed files (demo-people.ts is the people module's seed). A file no module imports,
 * or several do, is `SHARED_SEED_AREA`, which owns no table: its data goes through the modules'
 * functions. Keys are the files' paths as given.
 */
export function seedAreas(files: readonly SourceFile[]): Map<string, string> {
  const norm = (p: string) => p.split(path.sep).join('/');
  const seedKey = (p: string) => norm(p).replace(/\.tsx?$/, '');
  const areasOf = new Map<string, Set<string>>();
  const seedImports = new Map<string, string[]>();
  const addArea = (seed: string, area: string) => {
    const set = areasOf.get(seed) ?? new Set<string>();
    const added = !set.has(area);
    set.add(area);
    areasOf.set(seed, set);
    return added;
  };
  for (const file of files) {
    const p = norm(file.path);
    const targets = runtimeImportsOf(file).filter((t) => t.startsWith('server/seed/'));
    const module = /^server\/modules\/([^/]+)\//.exec(p)?.[1];
    if (module !== undefined) for (const target of targets) addArea(target, module);
    else if (p.startsWith('server/seed/')) seedImports.set(seedKey(p), targets);
  }
  // A seed file imported by a module's seed file is that module's too.
  for (let changed = true; changed; ) {
    changed = false;
    for (const [from, targets] of seedImports) {
      for (const area of areasOf.get(from) ?? []) for (const target of targets) changed = addArea(target, area) || changed;
    }
  }
  const areas = new Map<string, string>();
  for (const file of files) {
    if (!norm(file.path).startsWith('server/seed/')) continue;
    const found = [...(areasOf.get(seedKey(file.path)) ?? [])];
    areas.set(file.path, found.length === 1 && found[0] !== undefined ? found[0] : SHARED_SEED_AREA);
  }
  return areas;
}

/**
 * Each query that names a table another area declares (a CTE named like one counts too: name it otherwise). Unknown names belong to no area.
 * Seed files count as the area `seeds` gives them (`seedAreas`).
 */
export function foreignTableUses(
  files: readonly SourceFile[],
  owners: ReadonlyMap<string, string>,
  seeds: ReadonlyMap<string, string> = new Map(),
): TableCrossing[] {
  const crossings: TableCrossing[] = [];
  for (const file of files) {
    const area = serverAreaOf(file.path) ?? seeds.get(file.path);
    if (area === undefined) continue;
    for (const use of tablesNamedIn(file)) {
      const owner = owners.get(use.table);
      if (owner !== undefined && owner !== area) crossings.push({ area, table: use.table, owner, at: `${file.path.split(path.sep).join('/')}:${use.line}` });
    }
  }
  return crossings;
}

/** The relative imports of a file that run (not `import type`/`export type`), resolved to repo paths without extension. */
export function runtimeImportsOf(file: SourceFile): string[] {
  const targets: string[] = [];
  for (const match of file.text.matchAll(
    /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?\bfrom\s+'(\.[^']+)'|\bimport\s*\(\s*'(\.[^']+)'\s*\)|(?:^|\n)\s*import\s+'(\.[^']+)'/g,
  )) {
    if (match[2]) continue;
    const spec = match[3] ?? match[4] ?? match[5];
    if (spec)
      targets.push(
        path
          .normalize(path.join(path.dirname(file.path), spec))
          .split(path.sep)
          .join('/'),
      );
  }
  return targets;
}

/** The relative imports of a file, type-only ones included, resolved to repo paths without extension. */
export function allImportsOf(file: SourceFile): string[] {
  const targets: string[] = [];
  for (const match of file.text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    targets.push(
      path
        .normalize(path.join(path.dirname(file.path), match[1] ?? ''))
        .split(path.sep)
        .join('/'),
    );
  }
  return targets;
}

/** The loops among server modules through imports that run: each as the modules in order, first repeated last. */
export function moduleImportLoops(files: readonly SourceFile[]): string[][] {
  const moduleOf = (p: string) => /^server\/modules\/([^/]+)(?:\/|$)/.exec(p)?.[1];
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = moduleOf(file.path.split(path.sep).join('/'));
    if (from === undefined) continue;
    for (const target of runtimeImportsOf(file)) {
      const to = moduleOf(target);
      if (to !== undefined && to !== from) {
        const set = edges.get(from) ?? new Set<string>();
        set.add(to);
        edges.set(from, set);
      }
    }
  }
  const loops: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = trail.slice(at);
      const key = [...loop].sort().join('>');
      if (!seen.has(key)) {
        seen.add(key);
        loops.push([...loop, node]);
      }
      return;
    }
    for (const next of [...(edges.get(node) ?? [])].sort()) visit(next, [...trail, node]);
  };
  for (const start of [...edges.keys()].sort()) visit(start, []);
  return loops;
}

/** Imports of files under `fromDir` that reach into any of `forbidden` (repo-relative folders). */
export function importsInto(files: readonly SourceFile[], fromDir: string, forbidden: readonly string[]): { file: string; target: string }[] {
  const offenders: { file: string; target: string }[] = [];
  for (const file of files) {
    const p = file.path.split(path.sep).join('/');
    if (!p.startsWith(`${fromDir}/`)) continue;
    for (const target of allImportsOf(file)) {
      if (forbidden.some((dir) => target === dir || target.startsWith(`${dir}/`))) offenders.push({ file: p, target });
    }
  }
  return offenders;
}
