import { createAccessRequest } from '../modules/access-requests/access-requests.service';
import type { Trx } from '../sync/change-log';
import { demoAccount } from './demo-accounts';
import { demoUser } from './demo-user-ids';

/** The seeded request's id (tests and the demo open its page). */
export const DEMO_ACCESS_REQUEST_ID = 'demoAccessRequest1';

/**
 * A visitor at Willow Creek's main gate without a pass: the demo guard asks unit 12 (Thandi) through
 * the access-requests service, so her 'Visitor at the gate' notification names a real request and
 * its page answers it (Approve or Deny, for ACCESS_REQUEST_ANSWER_MS after seeding). Fictional person.
 */
export async function seedDemoAccessRequest(trx: Trx): Promise<void> {
  const guard = await demoUser(trx, demoAccount('guard').email);
  await createAccessRequest(trx, guard.id, {
    id: DEMO_ACCESS_REQUEST_ID,
    estateId: 91,
    unitNo: '12',
    visitorName: 'Lerato Dlamini',
    note: 'At the main gate, says she is expected for tea.',
  });
}
