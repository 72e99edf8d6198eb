import type { Config } from '../config';
import type { Db } from '../db/database';
import { createBulkSmsSender } from './bulksms-sender';
import type { SmsSender } from './sms-sender';
import { createStoredSmsSender } from './stored-sms-sender';

/** BulkSMS when SMS_PROVIDER=bulksms, else the stored SMS outbox (the default on a fresh machine). */
export function createSmsSender(config: Config, db: Db): SmsSender {
  return config.sms.provider === 'bulksms' ? createBulkSmsSender(config.sms) : createStoredSmsSender(db);
}
