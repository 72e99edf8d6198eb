import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which of the server's secrets sealed each estate issuing key (issue 27: TOKEN_SECRET is rotated
 * without losing the keys): `wrap_key_id` is that secret's key id (server/auth/token-keys.ts).
 * The keys already there were sealed with whatever TOKEN_SECRET the server had; '' says so, they
 * are opened with whichever configured secret opens them and re-sealed with the current one.
 */
export const issuerKeyWrapIdMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('gate_issuer_keys')
      .addColumn('wrap_key_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
