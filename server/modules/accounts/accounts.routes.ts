import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { AccountAddArgsSchema, AccountEditArgsSchema, RowIdSchema } from '../../../src/contract/profile';
import { ACCOUNT_MESSAGES } from '../../../src/i18n/en/records';
import { withEstateIdFromContext } from '../../lib/estate-context';
import { ownRowsRoutes, withRowId } from '../../lib/own-rows.routes';
import { validate } from '../../lib/validate';
import { addAccountFor, deleteAccountFor, editAccountFor, listAccountsFor } from './accounts.service';

/** POST body: the account's args (the estate may be named by `context`), with an optional client id. */
const AddBodySchema = v.object({ ...AccountAddArgsSchema.entries, accountID: v.optional(RowIdSchema) });
/** PUT body: the account number only (the id is in the query). */
const EditBodySchema = v.object({ accountNumber: AccountEditArgsSchema.entries.accountNumber });

/** The spec's account calls (`?userID=` must be the caller); the app itself writes through sync. */
export const accountsRoutes = ownRowsRoutes({
  path: API.accounts,
  idParam: 'accountID',
  list: listAccountsFor,
  add: {
    args: async (body, ctx) => withRowId(validate(AddBodySchema, await withEstateIdFromContext(ctx.db, body)), 'accountID'),
    call: addAccountFor,
    message: ACCOUNT_MESSAGES.added,
  },
  edit: { args: (accountID, body) => ({ accountID, ...validate(EditBodySchema, body) }), call: editAccountFor, message: ACCOUNT_MESSAGES.edited },
  remove: { args: (accountID) => ({ accountID }), call: deleteAccountFor, message: ACCOUNT_MESSAGES.deleted },
});
