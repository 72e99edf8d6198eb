import * as v from 'valibot';
import { API } from '../../../src/contract/api-paths';
import { ContactsSaveArgsSchema } from '../../../src/contract/records';
import { ok } from '../../../src/contract/envelope';
import type { ModuleRoutes } from '../../context';
import { UserQuerySchema } from '../../lib/own-rows.routes';
import { validate } from '../../lib/validate';
import { getContactsFor, updateContactsFor } from './contacts.service';

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

/** The spec's contact calls (`?userID=` must be the caller); the app itself writes through sync. */
export const contactsRoutes: ModuleRoutes = (app, ctx) => {
  app.get(API.contact, async (request) => {
    const { userId: _id, ...details } = await getContactsFor(ctx, request.user.id, validate(UserQuerySchema, request.query).userID);
    return ok(details);
  });

  app.put(API.contact, async (request) => {
    const { userID } = validate(UserQuerySchema, request.query);
    await updateContactsFor(ctx, request.user.id, userID, validate(ContactsPutBodySchema, request.body ?? {}));
    return ok();
  });
};
