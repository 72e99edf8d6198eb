/**
 * Every table Kysely knows. It lists no area: each `<area>.tables.ts` adds its own tables by
 * declaration merging (`declare module '../../db/schema' { interface Database extends XTables {} }`),
 * and its module imports that file so the tables are compiled wherever the module is. The DDL is
 * in each area's `migrations/` folder, assembled by server/db/migrations/index.ts.
 */
export interface Database {}
