import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogues } from './en';

/**
 * `t(key)` reads only the areas whose module (`./areas/<area>.ts`) has loaded, so each area's
 * words travel in the chunks of the screens that use them. The rule that makes a key never
 * looked up before its area: a module that names a key imports that key's area itself (a key
 * can only be used once the module naming it has run, and by then its area has too).
 *
 * The modules checked: every module that imports `t` or `MessageKey` from src/i18n, or a type
 * built on `MessageKey` (a console section's heading, a form field's label); src/contract is
 * shared with the server and names no key. A key is named by a string literal (`'home.title'`)
 * or by a template's fixed start (`` `bookings.day.${day}` `` names every `bookings.day.` key).
 */
const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Modules that build a key from a value alone (`` `${kind}.${message}` ``), and the areas they may build. */
const DYNAMIC: Record<string, readonly string[]> = { 'features/records/record-text.ts': ['records'] };

const owner = new Map<string, string>();
for (const [area, entries] of Object.entries(catalogues)) for (const key of Object.keys(entries)) owner.set(key, area);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(SRC, 'i18n') || file === path.join(SRC, 'contract') ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The relative imports of a module, as files of src/. */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(/^import[\s\S]*?from\s+'([^']+)';|^import\s+'([^']+)';/gm)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => {
      const base = path.join(path.dirname(file), spec);
      return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f)) ?? base;
    });
}

/** The areas whose keys `source` names (comments left out). */
function areasNamed(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const named = new Set<string>();
  for (const m of code.matchAll(/(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g)) {
    const area = owner.get(m[2] ?? '');
    if (area) named.add(area);
  }
  for (const m of code.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) {
    for (const [key, area] of owner) if (key.startsWith(m[1] ?? '')) named.add(area);
  }
  return named;
}

/** For a module's source: the areas it names but does not import, or 'unchecked' when it cannot use a key. */
function missingAreas(file: string, source: string, typeHolders: ReadonlySet<string>): string[] | 'unchecked' {
  const imports = importsOf(file, source);
  if (!imports.some((f) => f === path.join(SRC, 'i18n/index.ts') || typeHolders.has(f))) return 'unchecked';
  const imported = new Set(imports.filter((f) => f.startsWith(path.join(SRC, 'i18n/areas/'))).map((f) => path.basename(f, '.ts')));
  const named = areasNamed(source);
  for (const area of DYNAMIC[path.relative(SRC, file)] ?? []) named.add(area);
  if (/\bt\(`\$\{/.test(source) && !DYNAMIC[path.relative(SRC, file)]) named.add('(a key built from a value alone: list it in DYNAMIC)');
  return [...named].filter((area) => !imported.has(area)).sort();
}

const files = sourceFiles(SRC);
const typeHolders = new Set(files.filter((f) => /MessageKey/.test(fs.readFileSync(f, 'utf8')) && /^export (type|interface)/m.test(fs.readFileSync(f, 'utf8'))));

describe("the catalogue's areas", () => {
  it('has one module per area that adds its words, and no other', () => {
    const withWords = Object.entries(catalogues)
      .filter(([, entries]) => Object.keys(entries).length > 0)
      .map(([area]) => area)
      .sort();
    const modules = fs
      .readdirSync(path.join(SRC, 'i18n/areas'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(modules).toEqual(withWords);
  });

  it('is imported by every module that names one of its keys', () => {
    const missing = files.flatMap((file) => {
      const result = missingAreas(file, fs.readFileSync(file, 'utf8'), typeHolders);
      return result === 'unchecked' || result.length === 0 ? [] : [`${path.relative(SRC, file)}: ${result.join(', ')}`];
    });
    expect(missing).toEqual([]);
    expect(files.filter((f) => missingAreas(f, fs.readFileSync(f, 'utf8'), typeHolders) !== 'unchecked').length).toBeGreaterThan(200);
  });

  it('tells a module that names a key without its area, in a literal or a template', () => {
    const file = path.join(SRC, 'features/example/Example.tsx');
    const head = "import { t } from '../../i18n';\nimport '../../i18n/areas/home';\n";
    expect(missingAreas(file, `${head}t('home.menu'); t('places.title');`, typeHolders)).toEqual(['places']);
    expect(missingAreas(file, `${head}t(\`bookings.day.\${day}\`);`, typeHolders)).toEqual(['bookings']);
    expect(missingAreas(file, `${head}t(\`\${kind}.title\`);`, typeHolders)).toHaveLength(1);
    expect(missingAreas(file, "const x = 'places.title';", typeHolders)).toBe('unchecked');
  });
});
