import crypto from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ok } from '../../../src/contract/envelope';
import { AddressFieldsSchema, RowIdSchema } from '../../../src/contract/profile';
import { ADDRESS_RESULT } from '../../../src/i18n/en/records';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { withEstateIdFromContext } from '../profile/self';
import { addAddressFor, deleteAddressFor, editAddressFor, listAddressesFor } from './addresses.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });
const AddressQuerySchema = v.object({ userID: v.optional(v.string()), addressId: RowIdSchema });
const AddBodySchema = v.object({ addressID: v.optional(RowIdSchema), ...AddressFieldsSchema.entries });

export async function registerAddressRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(API.addresses, async (request) => {
    const user = await authenticate(ctx, request);
    return ok(...(await listAddressesFor(ctx, user.id, validate(UserQuerySchema, request.query).userID)));
  });

  app.post(API.addresses, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID } = validate(UserQuerySchema, request.query);
    const body = validate(AddBodySchema, await withEstateIdFromContext(ctx.db, request.body ?? {}));
    const address = await addAddressFor(ctx, user.id, userID, { ...body, addressID: body.addressID ?? crypto.randomUUID().replace(/-/g, '') });
    return { ...ok(address), message: ADDRESS_RESULT.added };
  });

  app.put(API.addresses, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID, addressId } = validate(AddressQuerySchema, request.query);
    const fields = validate(AddressFieldsSchema, request.body ?? {});
    const address = await editAddressFor(ctx, user.id, userID, { addressID: addressId, ...fields });
    return { ...ok(address), message: ADDRESS_RESULT.edited };
  });

  app.delete(API.addresses, async (request) => {
    const user = await authenticate(ctx, request);
    const { userID, addressId } = validate(AddressQuerySchema, request.query);
    await deleteAddressFor(ctx, user.id, userID, { addressID: addressId });
    return { ...ok(), message: ADDRESS_RESULT.deleted };
  });
}
