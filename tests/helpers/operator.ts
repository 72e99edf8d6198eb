import { makeUser, type Server, type TestUser, type UserSpec } from './factories';

/**
 * An operator (above estates): a signed-in user with no role at any estate and the operator
 * role, as a used set-up link leaves them (tests/server/operator.test.ts uses the links themselves).
 */
export async function makeOperatorUser(s: Server, spec: Omit<UserSpec, 'roles' | 'defaultEstateId'> = {}): Promise<TestUser> {
  const user = await makeUser(s, { firstName: 'Olwethu', ...spec, roles: [], defaultEstateId: 0 });
  await s.ctx.db.insertInto('operators').values({ user_id: user.userId, created_at: Date.now() }).execute();
  return user;
}
