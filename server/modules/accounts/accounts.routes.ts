import crypto from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { AccountAddArgsSchema, AccountEditArgsSchema, RowIdSchema } from '../../../src/contract/profile';
import { ACCOUNT_MESSAGES } from '../../../src/i18n/en/records';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { withEstateIdFromContext } from '../profile/self';
import { addAccountFor, deleteAccountFor, editAccountFor, listAccountsFor } from './accounts.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });
const AccountQuerySchema = v.object({ userID: v.optional(v.string()), accountID: RowIdSchema });
const AddBodySchema = v.object({ ...AccountAddArgsSchema.entries, accountID: v.optional(RowIdSchema) });
const EditBodySchema = v.object({ accountNumber: AccountEditArgsSchema.entries.accountNumber });

export async function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(API.accounts, async (request) => {
    const user = await authenticate(ctx, request);
    return ok(...(await listAccountsFor(ctx, user.id, validate(UserQuerySchema, request.query).userID)));
  });

  app.post(API.accounts, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID } = validate(UserQuerySchema, request.query);
    const body = validate(AddBodySchema, await withEstateIdFromContext(ctx.db, request.body ?? {}));
    const account = await addAccountFor(ctx, user.id, userID, { ...body, accountID: body.accountID ?? crypto.randomUUID().replace(/-/g, '') });
    return { ...ok(account), message: ACCOUNT_MESSAGES.added };
  });

  app.put(API.accounts, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID, accountID } = validate(AccountQuerySchema, request.query);
    const { accountNumber } = validate(EditBodySchema, request.body ?? {});
    const account = await editAccountFor(ctx, user.id, userID, { accountID, accountNumber });
    return { ...ok(account), message: ACCOUNT_MESSAGES.edited };
  });

  app.delete(API.accounts, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID, accountID } = validate(AccountQuerySchema, request.query);
    await deleteAccountFor(ctx, user.id, userID, { accountID });
    return { ...ok(), message: ACCOUNT_MESSAGES.deleted };
  });
}
