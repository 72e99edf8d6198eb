import type { Module } from '../../context';
import { republishOperatorEstates } from './estates-admin.service';
import { operatorMigration } from './migrations/061_operator';
import { estateSettingsMigration } from './migrations/062_estate_settings';
import { estateEmergencyNumbersMigration } from './migrations/094_estate_emergency_numbers';
import { operatorPublicRoutes, operatorRoutes } from './operator.routes';
import { firstOperatorLink, operatorScopes, userIsOperator } from './setup.service';
// Adds the area's tables to Database (declaration merging).
import './operator.tables';

/**
 * The operator (above estates): the first operator's set-up link printed at start while the
 * database has none, the links `npm run operator -- add <email>` makes, and the operator's
 * estates (settings, archive). Operators pull the `operator` scope; residents' data never reaches it.
 */
export const operatorModule = {
  name: 'operator',
  publicRoutes: operatorPublicRoutes,
  routes: operatorRoutes,
  scopes: operatorScopes,
  isOperator: userIsOperator,
  migrations: {
    '061_operator': operatorMigration,
    // Columns of core's `estates` table (core has no migrations folder).
    '062_estate_settings': estateSettingsMigration,
    '094_estate_emergency_numbers': estateEmergencyNumbersMigration,
  },
  // Every estate's operator row, published when missing or out of date (the demo seed's, a manager's change).
  boot: (db) => republishOperatorEstates(db),
  jobs: [
    {
      // Once at start, while no operator exists: a new single-use link, printed (with the demo seed too).
      name: 'first operator set-up link',
      async run(ctx, log) {
        const link = await firstOperatorLink(ctx.db, ctx.config);
        if (link) log.info({ setupLink: link }, `No operator yet. Open this one-time link to create the operator account: ${link}`);
      },
    },
  ],
} satisfies Module;
