import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { BillImportArgsSchema } from '../../../src/contract/billing';
import { ok } from '../../../src/contract/envelope';
import { BILLING_MESSAGES } from '../../../src/i18n/en/billing';
import { ERROR_MESSAGES } from '../../../src/i18n/en/errors';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { listBillsFor, readStatement } from './bills.service';
import { importBills } from './import.service';

/** Query values arrive as strings: an estate id is digits. */
const EstateIdSchema = v.pipe(v.string(ERROR_MESSAGES.invalidRequest), v.regex(/^\d{1,9}$/, ERROR_MESSAGES.invalidRequest), v.transform(Number));
const BillsParamsSchema = v.object({ userId: v.pipe(v.string(), v.minLength(1)) });
const BillsQuerySchema = v.object({ estateID: v.optional(EstateIdSchema), accountType: v.optional(v.pipe(v.string(), v.maxLength(30)), 'Levies') });
const StatementParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}:[A-Za-z0-9-]{1,30}:\d{4}-\d{2}$/, BILLING_MESSAGES.statementFailed)) });
const ImportQuerySchema = v.object({ estateID: EstateIdSchema });

/** A month's CSV (up to 2,000,000 characters) with its statement list: more than the default 1 MB body. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** Levy bills (spec 3 section 7: bills list, statement) and the manager console's import. */
export const billingRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.billsPattern, async (request) => {
    const { userId } = validate(BillsParamsSchema, request.params);
    const query = validate(BillsQuerySchema, request.query ?? {});
    return ok(...(await listBillsFor(ctx, request.user.id, userId, query.estateID, query.accountType)));
  });

  app.get(API.statementPattern, async (request, reply) => {
    const { id } = validate(StatementParamsSchema, request.params);
    const statement = await readStatement(ctx, request.user.id, id);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="${statement.fileName}"`)
      .header('Cache-Control', 'private, no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .send(statement.bytes);
  });

  app.post(API.billImport, { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { estateID } = validate(ImportQuerySchema, request.query);
    return ok(await importBills(ctx, request.user.id, estateID, validate(BillImportArgsSchema, request.body ?? {})));
  });
};
