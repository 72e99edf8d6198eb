import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Module } from '../server/context';
import { assembleMutators, modules, type UnhandledMutations } from '../server/modules';
import type { contactsModule } from '../server/modules/contacts/contacts.module';
import { CLIENT_MUTATIONS } from '../src/db/features';
import { foreignTableUses, importsInto, moduleImportLoops, seedAreas, sourcesUnder, tableOwners, type SourceFile } from './helpers/architecture-rules';

/** Every relative import (`from '…'`, `import '…'`, `import('…')`) of every .ts/.tsx file under `dir`, resolved to a repo path. */
function importsUnder(dir: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
          const spec = match[1] ?? '';
          found.push({ file: full, target: path.normalize(path.join(path.dirname(full), spec)) });
        }
      }
    }
  };
  walk(dir);
  return found;
}

const moduleOf = (p: string) => /^server\/modules\/([^/]+)\//.exec(p)?.[1];
const featureOf = (p: string) => /^src\/features\/([^/]+)\//.exec(p)?.[1];

describe('the layout the architecture document promises', () => {
  it('server/sync imports no module, and no module imports server/modules.ts', () => {
    expect(importsUnder('server/sync').filter((i) => i.target.startsWith('server/modules'))).toEqual([]);
    expect(importsUnder('server/modules').filter((i) => i.target === 'server/modules')).toEqual([]);
  });

  it("no server module imports another module's repository", () => {
    const crossing = importsUnder('server/modules').filter((i) => {
      const from = moduleOf(i.file);
      const to = moduleOf(`${i.target}/`) ?? moduleOf(i.target);
      return to !== undefined && from !== to && /\.repository$/.test(i.target);
    });
    expect(crossing).toEqual([]);
  });

  it('no client feature imports another feature', () => {
    const crossing = importsUnder('src/features').filter((i) => {
      const to = featureOf(i.target);
      return to !== undefined && to !== featureOf(i.file);
    });
    expect(crossing).toEqual([]);
  });

  it('no folder under src/features passes 1,500 lines', () => {
    const linesOf = (folder: string): number =>
      fs.readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) return sum + linesOf(full);
        return /\.tsx?$/.test(entry.name) ? sum + fs.readFileSync(full, 'utf8').split('\n').length - 1 : sum;
      }, 0);
    const over = fs
      .readdirSync('src/features')
      .map((area) => ({ area, lines: linesOf(path.join('src/features', area)) }))
      .filter((f) => f.lines > 1500);
    expect(over).toEqual([]);
  });

  it('every mutation of the contract has exactly one handler among the modules', () => {
    // What the clients push: every mutation their features declare.
    const required = [...CLIENT_MUTATIONS.keys()];
    expect(() => assembleMutators(modules, required)).not.toThrow();
    const contacts = modules.find((m) => m.mutators?.['contacts.save']);
    const doubled: Module[] = [...modules, { name: 'copy', mutators: { 'contacts.save': contacts?.mutators?.['contacts.save'] } }];
    expect(() => assembleMutators(doubled)).toThrow('Mutation contacts.save has two handlers (module copy)');
    expect(() =>
      assembleMutators(
        modules.filter((m) => m !== contacts),
        required,
      ),
    ).toThrow('Mutations without a handler: contacts.save');
    // And the server handles nothing the clients do not declare.
    expect(Object.keys(assembleMutators(modules)).sort()).toEqual(required.sort());
    // A module list without a mutation's handler fails the type-check (server/modules.ts): checked by tsc.
    expectTypeOf<Extract<UnhandledMutations<readonly []>, 'contacts.save'>>().toEqualTypeOf<'contacts.save'>();
    expectTypeOf<Extract<UnhandledMutations<readonly [typeof contactsModule]>, 'contacts.save'>>().toBeNever();
  });

  it('feature declarations (read by the service worker too) import only contract, domain, i18n and the declaration types', () => {
    const allowed = ['src/contract/', 'src/domain/', 'src/i18n/', 'src/db/feature'];
    const ownStores = (file: string) => file.replace(/\.feature\.ts$/, '.stores');
    const wrong = importsUnder('src/features').filter(
      (i) => i.file.endsWith('.feature.ts') && i.target !== ownStores(i.file) && !allowed.some((a) => i.target.startsWith(a)),
    );
    expect(wrong).toEqual([]);
  });

  it('feature stores (the Dexie schema the first load opens) import only the declaration types, never the contract', () => {
    const wrong = importsUnder('src/features').filter((i) => i.file.endsWith('.stores.ts') && i.target !== 'src/db/feature');
    expect(wrong).toEqual([]);
  });
});

describe('areas are boundaries', () => {
  const server = sourcesUnder('server');
  const owners = tableOwners(server.filter((f) => f.path.endsWith('.tables.ts')));

  it('core owns users, their roles, estates, the role catalogue and units', () => {
    expect(['users', 'user_roles', 'estates', 'roles', 'units'].map((t) => owners.get(t))).toEqual(['core', 'core', 'core', 'core', 'core']);
  });

  it("no module (nor server/sync, server/auth, server/lib) names another area's table in a query", () => {
    expect(foreignTableUses(server, owners)).toEqual([]);
  });

  it("no demo seed names another area's table: a module's seed files write its own tables, others' through their functions", () => {
    const seeds = seedAreas(server);
    expect(seeds.get(path.join('server', 'seed', 'demo-people.ts'))).toBe('people');
    expect(seeds.get(path.join('server', 'seed', 'demo-users.ts'))).toBe('auth');
    expect(seeds.get(path.join('server', 'seed', 'seed-demo.ts'))).toBe('seed');
    expect(foreignTableUses(server, owners, seeds)).toEqual([]);
  });

  it("reports a seed naming another area's table, in a module's seed file, a file it imports, or one no module seeds with", () => {
    const module: SourceFile = { path: 'server/modules/bookings/bookings.module.ts', text: "import { seedDemoBookings } from '../../seed/demo-bookings';" };
    const seed: SourceFile = {
      path: 'server/seed/demo-bookings.ts',
      text: "import { slots } from './demo-slots';\nimport type { Db } from '../db/database';\ntrx.insertInto('bookings').values(row);\ntrx.selectFrom('users').select('id');",
    };
    const helper: SourceFile = {
      path: 'server/seed/demo-slots.ts',
      text: "trx.insertInto('booking_resources').values(row);\ntrx.insertInto('units').values(row);",
    };
    const runner: SourceFile = { path: 'server/seed/seed-everything.ts', text: "db.selectFrom('estates').select('id');" };
    const files = [module, seed, helper, runner];
    const seeds = seedAreas(files);
    expect([...seeds.values()]).toEqual(['bookings', 'bookings', 'seed']);
    expect(foreignTableUses(files, owners, seeds).map((c) => `${c.area}>${c.table}:${c.owner}`)).toEqual([
      'bookings>users:core',
      'bookings>units:core',
      'seed>estates:core',
    ]);
    // Seeded by two modules: no single owner, so it may name no table.
    const other: SourceFile = { path: 'server/modules/letting/letting.module.ts', text: "import { slots } from '../../seed/demo-slots';" };
    expect(seedAreas([...files, other]).get('server/seed/demo-slots.ts')).toBe('seed');
  });

  it('reports a query naming a table another area declares, in any query call or sql template', () => {
    const fake: SourceFile = {
      path: 'server/modules/bookings/fake.repository.ts',
      text: [
        "db.selectFrom('bookings').innerJoin('users as u', 'u.id', 'bookings.user_id');",
        "db.selectFrom(['payments', 'lagoon_config']).selectAll();",
        "trx.\n  insertInto('associates').values(row);",
        "trx.updateTable('user_addresses').set(patch); trx.deleteFrom('units'); q.leftJoin('roles', 'a', 'b');",
        'sql`select id from contacts where user_id = ${id}`;',
        "db.with('users', (qb) => qb.selectFrom('bookings')).selectFrom('bookings');",
      ].join('\n'),
    };
    const crossings = foreignTableUses([fake], owners).map((c) => `${c.table}:${c.owner}`);
    expect(crossings).toEqual([
      'users:core',
      'payments:payments',
      'associates:people',
      'user_addresses:addresses',
      'units:core',
      'roles:core',
      'users:core',
      'contacts:contacts',
    ]);
    expect(foreignTableUses([{ ...fake, path: 'server/sync/fake.ts' }], owners).map((c) => c.area)).toContain('sync');
  });

  it('refuses a table declared by two areas', () => {
    const a: SourceFile = { path: 'server/modules/a/a.tables.ts', text: 'export interface ATables {\n  things: ThingsTable;\n}' };
    const b: SourceFile = { path: 'server/modules/b/b.tables.ts', text: 'export interface BTables {\n  things: ThingsTable;\n}' };
    expect(() => tableOwners([a, b])).toThrow('Table things is declared by a and b');
  });

  it('no import loop between server modules (imports that run)', () => {
    expect(moduleImportLoops(sourcesUnder('server/modules'))).toEqual([]);
  });

  it('reports a loop between modules, and not a type-only import', () => {
    const people: SourceFile = { path: 'server/modules/people/x.service.ts', text: "import { issuePass } from '../invites/passes.service';" };
    const invites: SourceFile = { path: 'server/modules/invites/y.service.ts', text: "import { configFor } from '../people/config.service';" };
    expect(moduleImportLoops([people, invites])).toEqual([['invites', 'people', 'invites']]);
    const typeOnly: SourceFile = { ...people, text: "import type { Pass } from '../invites/passes.service';" };
    expect(moduleImportLoops([typeOnly, invites])).toEqual([]);
  });

  const contractForbidden = ['src/domain', 'src/ui', 'src/app', 'src/sync', 'src/db', 'src/features', 'src/routes'];

  it('the contract imports nothing from the domain (nor anything above it)', () => {
    expect(importsInto(sourcesUnder('src/contract'), 'src/contract', contractForbidden)).toEqual([]);
  });

  it('reports a contract file importing the domain', () => {
    const fake: SourceFile = { path: 'src/contract/gate.ts', text: "import { isAcceptableDeviceKeyText } from '../domain/qr/small-order';" };
    expect(importsInto([fake], 'src/contract', contractForbidden)).toEqual([{ file: 'src/contract/gate.ts', target: 'src/domain/qr/small-order' }]);
  });

  it('src/ui imports neither src/sync nor src/db (data comes in as props; src/app holds the components that read them)', () => {
    expect(importsInto(sourcesUnder('src/ui'), 'src/ui', ['src/sync', 'src/db'])).toEqual([]);
  });

  it('reports a ui file importing sync or db, type-only imports too', () => {
    const fake: SourceFile = {
      path: 'src/ui/StoredImage.tsx',
      text: "import { useStoredFileUrl } from '../sync/stored-files';\nimport type { FileCacheRow } from '../db/db';\nimport { Button } from './Button';",
    };
    expect(importsInto([fake], 'src/ui', ['src/sync', 'src/db']).map((o) => o.target)).toEqual(['src/sync/stored-files', 'src/db/db']);
  });
});
