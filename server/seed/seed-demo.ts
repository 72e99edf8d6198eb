import type { AppContext, Module } from '../context';
import { isUniqueViolation, type Db } from '../db/database';
import { assembleDemoSeeds, assembleHooks, modules } from '../modules';
import { writeTransaction, type Trx } from '../sync/change-log';

/**
 * Seeds the demo (each module's `seed.rows`, in seed order) when no module's `seed.present` finds
 * its data (the estates module: no estate yet). One
 * write transaction, every synced row published; a second boot (or a second process racing this
 * one on PostgreSQL) leaves the data as it is. True when it seeded: then, once the context
 * exists, `seedDemoWithContext` writes the rest.
 */
export async function seedDemo(db: Db, list: readonly Module[] = modules): Promise<boolean> {
  const seeds = assembleDemoSeeds(list);
  const present = async (q: Db | Trx) => {
    for (const seed of seeds) if (await seed.present?.(q)) return true;
    return false;
  };
  if (await present(db)) return false;
  const hooks = assembleHooks(list);
  for (const seed of seeds) await seed.prepare?.();
  try {
    return await writeTransaction(db, async (trx) => {
      if (await present(trx)) return false;
      for (const seed of seeds) await seed.rows?.(trx, hooks);
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The demo's steps that need the server's context (a visitor pass signed with the estate's
 * issuing key, card payments settled through the payments module, content files in the file
 * store), in seed order, after `seedDemo` seeded.
 */
export async function seedDemoWithContext(ctx: AppContext, list: readonly Module[] = modules): Promise<void> {
  for (const seed of assembleDemoSeeds(list)) await seed.withContext?.(ctx);
}
