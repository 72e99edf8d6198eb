import crypto from 'node:crypto';
import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../src/contract/envelope';
import { RowIdSchema } from '../../src/contract/profile';
import type { AppContext, ModuleRoutes } from '../context';
import type { SelfCall } from './own-rows';
import { validate } from './validate';

/**
 * `?userID=`, the user a REST call acts for. Optional here: the service's access check answers
 * its absence with the spec's message for that call.
 */
export const UserQuerySchema = v.object({ userID: v.optional(v.string()) });

/** One of the quartet's writes: the args from the request, the service call and the spec's success message. */
type Write<In, A, R> = { args: In; call: SelfCall<A, R>; message: string };

/** What differs between the list/add/edit/delete quartets of the user's own rows. */
export type OwnRowsRoutesSpec<R, AddArgs, EditArgs, DeleteArgs> = {
  path: string;
  /** The query parameter that names the row on PUT and DELETE, as the spec spells it (vehicleId, accountID, addressId). */
  idParam: string;
  list: (ctx: AppContext, callerId: string, userId: string | undefined) => Promise<R[]>;
  /** POST: the body (may name its own row id; a new one otherwise) to the add call's args. */
  add: Write<(body: unknown, ctx: AppContext) => AddArgs | Promise<AddArgs>, AddArgs, R>;
  /** PUT `?<idParam>=`: the row id and the body to the edit call's args. */
  edit: Write<(rowId: string, body: unknown) => EditArgs, EditArgs, R>;
  /** DELETE `?<idParam>=`: the row id to the delete call's args. */
  remove: Write<(rowId: string) => DeleteArgs, DeleteArgs, void>;
};

/**
 * An add body's fields with the row's id under `key`: the one the REST caller named, or a new
 * one made the way the app's clients make theirs.
 */
export function withRowId<T extends { [P in K]?: string }, K extends string>(fields: T, key: K): Omit<T, K> & Record<K, string> {
  const id = fields[key] ?? crypto.randomUUID().replace(/-/g, '');
  return { ...fields, [key]: id } as Omit<T, K> & Record<K, string>;
}

/**
 * The spec's four calls on one kind of the caller's own rows at one path: GET lists them, POST
 * adds, PUT edits and DELETE removes the row named in the query; each write answers the record
 * (none for DELETE) with the spec's message. The query is read first, then the body, then the
 * service call checks access, so every refusal is the one the spec gives for that call.
 */
export function ownRowsRoutes<R, AddArgs, EditArgs, DeleteArgs>(spec: OwnRowsRoutesSpec<R, AddArgs, EditArgs, DeleteArgs>): ModuleRoutes {
  const RowQuerySchema = v.object({ userID: v.optional(v.string()), [spec.idParam]: RowIdSchema });
  const rowQuery = (request: FastifyRequest): { userID: string | undefined; rowId: string } => {
    const query: Record<string, string | undefined> = validate(RowQuerySchema, request.query);
    // RowQuerySchema requires the row id, so it is a string here.
    return { userID: query.userID, rowId: query[spec.idParam] as string };
  };

  return (app, ctx) => {
    app.get(spec.path, async (request) => {
      return ok(...(await spec.list(ctx, request.user.id, validate(UserQuerySchema, request.query).userID)));
    });

    app.post(spec.path, async (request) => {
      const { userID } = validate(UserQuerySchema, request.query);
      const args = await spec.add.args(request.body ?? {}, ctx);
      return { ...ok(await spec.add.call(ctx, request.user.id, userID, args)), message: spec.add.message };
    });

    app.put(spec.path, async (request) => {
      const { userID, rowId } = rowQuery(request);
      const args = spec.edit.args(rowId, request.body ?? {});
      return { ...ok(await spec.edit.call(ctx, request.user.id, userID, args)), message: spec.edit.message };
    });

    app.delete(spec.path, async (request) => {
      const { userID, rowId } = rowQuery(request);
      await spec.remove.call(ctx, request.user.id, userID, spec.remove.args(rowId));
      return { ...ok(), message: spec.remove.message };
    });
  };
}
