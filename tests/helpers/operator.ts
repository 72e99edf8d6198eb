import { grantOperator } from '../../server/modules/operator/setup.service';
import { writeTransaction } from '../../server/sync/change-log';
import { makeUser, type Server, type TestUser, type UserSpec } from './factories';

/**
 * An operator (above estates): a signed-in user with no role at any estate and the operator
 * role, as a used set-up link leaves them (tests/server/operator.test.ts uses the links themselves).
 */
export async function makeOperatorUser(s: Server, spec: Omit<UserSpec, 'roles' | 'defaultEstateId'> = {}): Promise<TestUser> {
  const user = await makeUser(s, { firstName: 'Olwethu', ...spec, roles: [], defaultEstateId: 0 });
  await writeTransaction(s.ctx.db, (trx) => grantOperator(trx, user.userId, Date.now()));
  return user;
}
