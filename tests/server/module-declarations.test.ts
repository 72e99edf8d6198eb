import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Module } from '../../server/context';
import { allMigrations, assembleMigrations } from '../../server/db/migrations';
import { assembleDemoSeeds, assembleHooks, modules } from '../../server/modules';

/**
 * The migrations shipped so far, by name, in the order they run: databases in the field have run
 * them, so none is renamed, dropped or moved. A new migration needs no edit here: it sorts after them.
 */
const SHIPPED = [
  '001_users',
  '002_estates',
  '003_auth',
  '004_mailbox',
  '005_contacts',
  '006_content',
  '007_directory',
  '008_sync',
  '010_gate_access',
  '020_profile_details',
  '021_accounts',
  '022_addresses',
  '023_vehicles',
  '024_files',
  '025_devices',
  '031_notifications',
  '032_account_deletion',
  '045_gate_clock_settings',
  '046_gate_enrol_challenges',
  '050_people',
  '051_invites',
  '052_letting',
  '053_bookings',
  '054_payments',
  '055_billing',
  '056_content_items',
  '057_firebase_links',
  '058_snags',
  '059_estate_id',
  '060_content_estate_id',
];

/** The folder a module's files live in (feature modules under server/modules; mail, sync and the job schedule beside them). */
const folderOf = (module: Module) => (['mail', 'sms', 'sync', 'job-runs'].includes(module.name) ? `server/${module.name}` : `server/modules/${module.name}`);
const relativeImports = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*'(\.[^']+)'/g)].map((m) => path.normalize(path.join(path.dirname(file), m[1] ?? '')));

describe('what each module declares', () => {
  it('assembles every shipped migration from the modules, in name order, and any new one after them', () => {
    const names = Object.keys(allMigrations());
    // In name order with the shipped ones first: a new name sorting among them would move one.
    expect(names).toEqual([...names].sort());
    expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED);
  });

  it("declares exactly the migration files of its own migrations/ folder, under the file's name", () => {
    for (const module of modules) {
      const dir = path.join(folderOf(module), 'migrations');
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^\d{3}_.+\.ts$/.test(f)) : [];
      expect(files.map((f) => f.replace(/\.ts$/, '')).sort(), module.name).toEqual(Object.keys(module.migrations ?? {}).sort());
    }
    expect(fs.readdirSync('server/db/migrations')).toEqual(['index.ts']);
  });

  it('stops at boot on a migration name two modules declare, or on a legacy name reused', () => {
    const bookings = modules.find((m) => m.name === 'bookings');
    const copy: Module = { name: 'copy', migrations: { '053_bookings': bookings?.migrations?.['053_bookings'] ?? { up: async () => {} } } };
    expect(() => assembleMigrations([...modules, copy])).toThrow('Migration 053_bookings is declared by two modules (bookings and copy)');
    expect(() => assembleMigrations([...modules, { name: 'copy', migrations: { '020_profile': { up: async () => {} } } }])).toThrow(
      'Migration 020_profile (module copy) reuses a legacy migration name',
    );
  });

  it('hands things to other modules by declaration: one ban check, one membership reader, the associate-removal steps', () => {
    const declaring = (key: 'banCheck' | 'memberships' | 'onAssociateRemoved') => modules.filter((m) => m[key] !== undefined).map((m) => m.name);
    expect(declaring('banCheck')).toEqual(['access']);
    expect(declaring('memberships')).toEqual(['core']);
    expect(declaring('onAssociateRemoved')).toEqual(['invites']);
    const hooks = assembleHooks(modules);
    expect(hooks.banCheck).toBe(modules.find((m) => m.name === 'access')?.banCheck);
    expect(hooks.memberships).toBe(modules.find((m) => m.name === 'core')?.memberships);
    expect(hooks.associateRemoved).toEqual([modules.find((m) => m.name === 'invites')?.onAssociateRemoved]);
    const banCheck = async () => false;
    expect(() => assembleHooks([...modules, { name: 'copy', banCheck }])).toThrow('Two modules declare the gate-ban check (access and copy)');
    expect(() => assembleHooks(modules.filter((m) => m.name !== 'core'))).toThrow('No module declares the membership reader');
  });

  it('imports its tables file, which adds the tables to Database; schema.ts names no area', () => {
    for (const module of modules) {
      const folder = folderOf(module);
      const tables = fs.readdirSync(folder).filter((f) => f.endsWith('.tables.ts'));
      if (tables.length === 0) continue;
      const moduleFile = module.name === 'sync' ? 'server/sync/sync.routes.ts' : path.join(folder, `${module.name}.module.ts`);
      for (const file of tables) {
        expect(relativeImports(moduleFile), `${moduleFile} imports ${file}`).toContain(path.join(folder, file.replace(/\.ts$/, '')));
        expect(fs.readFileSync(path.join(folder, file), 'utf8')).toMatch(
          /declare module '(\.\.\/)+db\/schema' \{\n {2}interface Database extends \w+Tables \{\}\n\}/,
        );
      }
    }
    expect(relativeImports('server/db/schema.ts')).toEqual([]);
  });

  it('runs the demo seeds after the seeds whose rows they need, else in module order', () => {
    // Every module's seed once, each after the seeds it names (and theirs).
    const order = assembleDemoSeeds(modules).map((s) => s.module);
    expect([...order].sort()).toEqual(
      modules
        .filter((m) => m.seed)
        .map((m) => m.name)
        .sort(),
    );
    const needs = (name: string): string[] => (modules.find((m) => m.name === name)?.seed?.after ?? []).flatMap((n) => [n, ...needs(n)]);
    order.forEach((name, at) => {
      for (const need of needs(name)) expect(order.indexOf(need), `${need} before ${name}`).toBeLessThan(at);
    });
    expect(order.indexOf('estates')).toBe(0);
    const rows = async () => {};
    // A seed's own needs are pulled ahead of it; otherwise the list's order holds.
    const listed: Module[] = [
      { name: 'a', seed: { after: ['c'], rows } },
      { name: 'b', seed: { rows } },
      { name: 'c', seed: { rows } },
      { name: 'd', seed: { after: ['b'], rows } },
    ];
    expect(assembleDemoSeeds(listed).map((s) => s.module)).toEqual(['c', 'a', 'b', 'd']);
    expect(() => assembleDemoSeeds([{ name: 'a', seed: { after: ['b'], rows } }])).toThrow('Demo seed of module a runs after b, which has no demo seed');
    expect(() =>
      assembleDemoSeeds([
        { name: 'a', seed: { after: ['b'], rows } },
        { name: 'b', seed: { after: ['a'], rows } },
      ]),
    ).toThrow('Demo seeds run after each other in a cycle (module a)');
  });

  it('leaves the server files that run the modules free of any one area', () => {
    for (const file of ['server/app.ts', 'server/main.ts', 'server/jobs.ts', 'server/db/migrations/index.ts', 'server/seed/seed-demo.ts']) {
      expect(
        relativeImports(file).filter((target) => target.startsWith('server/modules/')),
        file,
      ).toEqual([]);
    }
  });
});
