import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { BillImportArgsSchema } from '../../../src/contract/billing';
import { ok } from '../../../src/contract/envelope';
import { BILLING_MESSAGES } from '../../../src/i18n/en/billing';
import { EstateIdParamSchema, estateQuery } from '../../../src/contract/estate-query';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { listBillsFor, readStatement } from './bills.service';
import { importBills } from './import.service';

const BillsParamsSchema = v.object({ userId: v.pipe(v.string(), v.minLength(1)) });
const BillsQuerySchema = estateQuery(v.optional(EstateIdParamSchema), {
  accountType: v.optional(v.pipe(v.string(), v.maxLength(30)), 'Levies'),
});
const StatementParamsSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}:[A-Za-z0-9-]{1,30}:\d{4}-\d{2}$/, BILLING_MESSAGES.statementFailed)) });
const ImportQuerySchema = estateQuery(EstateIdParamSchema, {});

/** A month's CSV (up to 2,000,000 characters) with its statement list: more than the default 1 MB body. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/** Levy bills (spec 3 section 7: bills list, statement) and the manager console's import. */
export const billingRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.billsPattern, async (request) => {
    const { userId } = validate(BillsParamsSchema, request.params);
    const query = validate(BillsQuerySchema, request.query ?? {});
    return ok(...(await listBillsFor(ctx, request.user.id, userId, query.estateId, query.accountType)));
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
    const { estateId } = validate(ImportQuerySchema, request.query);
    return ok(await importBills(ctx, request.user.id, estateId, validate(BillImportArgsSchema, request.body ?? {})));
  });
};
