import type { Module } from '../../context';
import { mailboxExposureWarning, mailboxPublicRoutes } from './mailbox.routes';
import { smsPublicRoutes } from './sms.routes';
import { registerTestControls } from './test-controls';

export const devModule: Module = {
  name: 'dev',
  // The stored mailbox and the stored SMS, each in its own scope (each with its loopback-only hook).
  publicRoutes: async (app, ctx) => {
    await app.register(async (scope) => mailboxPublicRoutes(scope, ctx));
    await app.register(async (scope) => smsPublicRoutes(scope, ctx));
  },
  // TEST_CONTROLS=true only (never in production): switches that make pushes fail on purpose.
  rootRoutes: (app, ctx) => {
    if (ctx.config.testControls) registerTestControls(app);
  },
  bootNotes: (ctx) => {
    const exposure = mailboxExposureWarning(ctx.config, ctx.mailer.kind);
    return exposure ? [{ level: 'warn', message: exposure }] : [];
  },
};
