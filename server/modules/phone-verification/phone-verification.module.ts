import { resetKeys } from '../../auth/rate-limit';
import type { Module } from '../../context';
import { phoneVerificationMigration } from './migrations/096_phone_verification';
import { phoneVerificationRoutes } from './phone-verification.routes';
import { rateLimitKeys } from './phone-verification.service';
// Adds the area's tables to Database (declaration merging).
import './phone-verification.tables';

/** Phone verification by SMS code: the codes (erased with the account by `user_id`) and the two calls. */
export const phoneVerificationModule: Module = {
  name: 'phone-verification',
  routes: phoneVerificationRoutes,
  migrations: { '096_phone_verification': phoneVerificationMigration },
  // The user's own counters go with the account (the per-number one stays: it protects the number's owner).
  onAccountDeletion: (trx, userId) => resetKeys(trx, rateLimitKeys(userId)),
};
