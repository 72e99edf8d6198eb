import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { EstateIdParamsSchema, EstateSettingsSchema, OPERATOR_API, SetupCompleteSchema, SetupTokenSchema } from '../../../src/contract/operator';
import type { ModuleRoutes } from '../../context';
import { validate } from '../../lib/validate';
import { createEstate, setArchived, updateEstate } from './estates-admin.service';
import { completeSetup, readSetupLink } from './setup.service';

/** Set-up answers carry tokens: never cached. */
function noStore(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
}

/** The set-up link: read it (POST, so the token stays out of logs and caches), and use it. */
export const operatorPublicRoutes: ModuleRoutes = (app, ctx) => {
  noStore(app);
  app.post(OPERATOR_API.setupLink, async (request) => ok(await readSetupLink(ctx, validate(SetupTokenSchema, request.body ?? {}).token, request.ip)));
  app.post(OPERATOR_API.setupComplete, async (request) => ok(await completeSetup(ctx, validate(SetupCompleteSchema, request.body ?? {}), request.ip)));
};

/** The operator's estates (operators only; the lists come through sync's operator scope). */
export const operatorRoutes: ModuleRoutes = (app, ctx) => {
  app.post(OPERATOR_API.estates, async (request, reply) =>
    reply.status(201).send(ok(await createEstate(ctx, request.user.id, validate(EstateSettingsSchema, request.body ?? {})))),
  );
  app.put(OPERATOR_API.estatePattern, async (request) => {
    const { estateId } = validate(EstateIdParamsSchema, request.params);
    return ok(await updateEstate(ctx, request.user.id, estateId, validate(EstateSettingsSchema, request.body ?? {})));
  });
  app.post(OPERATOR_API.archivePattern, async (request) =>
    ok(await setArchived(ctx, request.user.id, validate(EstateIdParamsSchema, request.params).estateId, true)),
  );
  app.post(OPERATOR_API.restorePattern, async (request) =>
    ok(await setArchived(ctx, request.user.id, validate(EstateIdParamsSchema, request.params).estateId, false)),
  );
};
