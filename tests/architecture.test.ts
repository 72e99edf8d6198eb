import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Module } from '../server/context';
import { assembleMutators, modules, type UnhandledMutations } from '../server/modules';
import type { contactsModule } from '../server/modules/contacts/contacts.module';
import { CLIENT_MUTATIONS } from '../src/db/features';

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

  it('every mutation of the contract has exactly one handler among the modules', () => {
    // What the clients push: every mutation their features declare.
    const required = [...CLIENT_MUTATIONS.keys()];
    expect(() => assembleMutators(modules, required)).not.toThrow();
    const contacts = modules.find((m) => m.mutators?.['contacts.save']);
    const doubled: Module[] = [...modules, { name: 'copy', mutators: { 'contacts.save': contacts?.mutators?.['contacts.save'] } }];
    expect(() => assembleMutators(doubled)).toThrow('Mutation contacts.save has two handlers (module copy)');
    expect(() => assembleMutators(modules.filter((m) => m !== contacts), required)).toThrow('Mutations without a handler: contacts.save');
    // And the server handles nothing the clients do not declare.
    expect(Object.keys(assembleMutators(modules)).sort()).toEqual(required.sort());
    // A module list without a mutation's handler fails the type-check (server/modules.ts): checked by tsc.
    expectTypeOf<Extract<UnhandledMutations<readonly []>, 'contacts.save'>>().toEqualTypeOf<'contacts.save'>();
    expectTypeOf<Extract<UnhandledMutations<readonly [typeof contactsModule]>, 'contacts.save'>>().toBeNever();
  });

  it('feature declarations (read by the service worker too) import only contract, domain, i18n and the declaration types', () => {
    const allowed = ['src/contract/', 'src/domain/', 'src/i18n/', 'src/db/feature'];
    const wrong = importsUnder('src/features').filter((i) => i.file.endsWith('.feature.ts') && !allowed.some((a) => i.target.startsWith(a)));
    expect(wrong).toEqual([]);
  });
});
