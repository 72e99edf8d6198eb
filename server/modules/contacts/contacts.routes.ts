import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../src/contract/api-paths';
import { ContactsSaveArgsSchema } from '../../../src/contract/mutations';
import { ok } from '../../../src/contract/envelope';
import { authenticate } from '../../auth/authenticate';
import type { AppContext } from '../../context';
import { validate } from '../../lib/validate';
import { getContactsFor, updateContactsFor } from './contacts.service';

const UserQuerySchema = v.object({ userID: v.optional(v.string()) });

/** The spec's PUT body names, mapped onto the contract's `contacts.save` args. */
const ContactsPutBodySchema = v.pipe(
  v.object({
    cell: v.optional(v.string(), ''),
    home: v.optional(v.string(), ''),
    work: v.optional(v.string(), ''),
    emergencyContactName: v.optional(v.string(), ''),
    emergencyContactNumber: v.optional(v.string(), ''),
  }),
  v.transform((b) => ({
    cellNumber: b.cell,
    homeNumber: b.home,
    workNumber: b.work,
    emergencyContactName: b.emergencyContactName,
    emergencyContactNumber: b.emergencyContactNumber,
  })),
  ContactsSaveArgsSchema,
);

export async function registerContactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(API.contact, async (request) => {
    const user = await authenticate(ctx, request);
    const c = await getContactsFor(ctx, user.id, validate(UserQuerySchema, request.query).userID);
    const { userId: _id, ...details } = c;
    return ok(details);
  });

  app.put(API.contact, async (request) => {
    const user = await authenticate(ctx, request);
    const userId = validate(UserQuerySchema, request.query).userID;
    await updateContactsFor(ctx, user.id, userId, validate(ContactsPutBodySchema, request.body ?? {}));
    return ok();
  });
}
