import type { Module } from '../../context';
import { contentRoutes } from './content.routes';
import { contentMigration } from './migrations/006_content';
import { directoryMigration } from './migrations/007_directory';
import { contentItemsMigration } from './migrations/056_content_items';
import { contentEstateIdMigration } from './migrations/060_content_estate_id';
// Adds the area's tables to Database (declaration merging).
import './content.tables';
import { seedDemoContent } from '../../seed/demo-estate-content';

/**
 * The estate's content (spec 3 sections 2-9): events, newsletters, the document vault,
 * the three-level directory, emergency and facility contacts, points of interest and the site
 * plan, developments, lifestyle providers and the theme. Managers write them through one REST
 * shape; every member's devices receive them by sync (documents only their unit holders). The
 * rows belong to the estate, not to a user: nothing to erase with an account.
 */
export const contentModule: Module = {
  name: 'content',
  routes: contentRoutes,
  migrations: {
    '006_content': contentMigration,
    '007_directory': directoryMigration,
    '056_content_items': contentItemsMigration,
    '060_content_estate_id': contentEstateIdMigration,
  },
  seed: { after: ['estates'], withContext: (ctx) => seedDemoContent(ctx) },
};
