import type { Module } from '../../context';
import { fileStoreBootNotes } from '../../files/create-file-store';
import { filesRoutes } from './files.routes';
import { forgetUploader, purgeUnusedUploads } from './files.service';
import { filesMigration } from './migrations/024_files';
// Adds the area's tables to Database (declaration merging).
import './files.tables';

export const filesModule: Module = {
  name: 'files',
  routes: filesRoutes,
  onAccountDeletion: forgetUploader,
  bootNotes: (ctx) => fileStoreBootNotes(ctx.config),
  jobs: [
    {
      // Uploads no row refers to (a photo picked and never saved) after UPLOAD_PURGE_AFTER_HOURS.
      name: 'unused uploads purge',
      everyMs: 60 * 60_000,
      async run(ctx, log) {
        const purged = await purgeUnusedUploads(ctx);
        if (purged > 0) log.info({ purged }, 'deleted uploads no record refers to');
      },
    },
  ],
  migrations: {
    '024_files': filesMigration,
  },
};
