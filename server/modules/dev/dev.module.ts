import type { Module } from '../../context';
import { mailboxExposureWarning, mailboxPublicRoutes } from './mailbox.routes';
import { registerTestControls } from './test-controls';

export const devModule: Module = {
  name: 'dev',
  publicRoutes: mailboxPublicRoutes,
  // TEST_CONTROLS=true only (never in production): switches that make pushes fail on purpose.
  rootRoutes: (app, ctx) => {
    if (ctx.config.testControls) registerTestControls(app);
  },
  bootNotes: (ctx) => {
    const exposure = mailboxExposureWarning(ctx.config, ctx.mailer.kind);
    return exposure ? [{ level: 'warn', message: exposure }] : [];
  },
};
