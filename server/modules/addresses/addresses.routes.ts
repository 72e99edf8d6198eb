import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { AddressFieldsSchema, RowIdSchema } from '../../../src/contract/profile';
import { ADDRESS_RESULT } from '../../../src/i18n/en/records';
import { withEstateIdFromContext } from '../../lib/estate-context';
import { ownRowsRoutes, withRowId } from '../../lib/own-rows.routes';
import { validate } from '../../lib/validate';
import { addAddressFor, deleteAddressFor, editAddressFor, listAddressesFor } from './addresses.service';

/** POST body: the address fields (the estate may be named by `context`), with an optional client id. */
const AddBodySchema = v.object({ addressID: v.optional(RowIdSchema), ...AddressFieldsSchema.entries });

/** The spec's address calls (`?userID=` must be the caller); the app itself writes through sync. */
export const addressesRoutes = ownRowsRoutes({
  path: API.addresses,
  idParam: 'addressId',
  list: listAddressesFor,
  add: {
    args: async (body, ctx) => withRowId(validate(AddBodySchema, await withEstateIdFromContext(ctx.db, body)), 'addressID'),
    call: addAddressFor,
    message: ADDRESS_RESULT.added,
  },
  edit: { args: (addressID, body) => ({ addressID, ...validate(AddressFieldsSchema, body) }), call: editAddressFor, message: ADDRESS_RESULT.edited },
  remove: { args: (addressID) => ({ addressID }), call: deleteAddressFor, message: ADDRESS_RESULT.deleted },
});
