import { API } from '../../../src/contract/api-paths';
import type { Module } from '../../modules';
import { ping } from '../../db/database';

/** Liveness plus the maintenance flag the app shell reads before anything else. */
export const registerHealthRoutes: Module = (app, ctx) => {
  app.get(API.health, async () => {
    await ping(ctx.db);
    return { status: 'success', details: [{ version: '4.0.7', maintenance: ctx.config.maintenance }] };
  });
};
