import type { Module } from '../../context';
import { contentRoutes } from './content.routes';

/**
 * The estate's content (spec 3 sections 2-9; issue 12): events, newsletters, the document vault,
 * the three-level directory, emergency and facility contacts, points of interest and the site
 * plan, developments, lifestyle providers and the theme. Managers write them through one REST
 * shape; every member's devices receive them by sync (documents only their unit holders). The
 * rows belong to the estate, not to a user: nothing to erase with an account.
 */
export const contentModule: Module = {
  name: 'content',
  routes: contentRoutes,
};
