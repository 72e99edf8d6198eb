import { loadConfig } from './config';
import { buildApp } from './app';
import { serverJobs, startJobs, type RunningJobs } from './jobs';
import { assembleBootNotes, modules } from './modules';

/** Reads config, opens and migrates the db, seeds an empty one, listens, runs the boot jobs, shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { app, ctx } = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  let jobs: RunningJobs | undefined;
  app.addHook('preClose', async () => {
    await jobs?.stop();
  });
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  for (const note of assembleBootNotes(modules, ctx)) app.log[note.level](note.message);
  app.log.info(`Estate resident app on http://localhost:${config.port}`);
  jobs = startJobs(ctx, app.log, serverJobs());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
