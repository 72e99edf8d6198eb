import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { Account, Address } from '../../src/contract/profile';
import { availableDialects } from '../helpers/test-app';
import { pullAll, push } from '../sync/sync-helpers';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { Caller } from '../helpers/factories';

const dialects = await availableDialects();

const address = {
  estateId: 91,
  standNo: 'B12',
  streetNoOrUnitNo: '12',
  streetName: 'Willow Lane',
  suburbName: 'Fourways',
  localityOrCity: 'Johannesburg',
  addressPostalCode: '2191',
};

describe.each(dialects)('accounts and addresses on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR]);

  type Answer<T> = { status: string; details?: T[]; errorDetails?: { detail: string }; message?: string };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { authorization: `Bearer ${who.token}` }, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json<Answer<T>>() };
  };
  const count = async (table: 'user_accounts' | 'user_addresses') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("accounts: 'No associated records found' when empty; add, edit, delete with the spec's messages", async () => {
    const empty = await call('GET', `${API.accounts}?userID=${resident.userId}`, resident);
    expect([empty.status, empty.body.errorDetails?.detail]).toEqual([404, 'No associated records found']);
    const added = await call<Account>('POST', `${API.accounts}?userID=${resident.userId}`, resident, {
      estateId: 91,
      accountType: 'trafalgar',
      unitNumber: '12',
      accountNumber: 'LEV-1',
    });
    expect(added.body.message).toBe('Account successfully added');
    const account = added.body.details?.[0] as Account;
    expect(account).toMatchObject({ context: 'Willow Creek Estate', accountType: 'Levies', unitNumber: '12', accountNumber: 'LEV-1' });
    const edited = await call<Account>('PUT', `${API.accounts}?userID=${resident.userId}&accountID=${account.accountID}`, resident, { accountNumber: 'LEV-2' });
    expect(edited.body.message).toBe('Account successfully edited');
    expect((await call<Account>('GET', `${API.accounts}?userID=${resident.userId}`, resident)).body.details?.map((a) => a.accountNumber)).toEqual(['LEV-2']);

    // A second user is refused every call.
    expect((await call('GET', `${API.accounts}?userID=${resident.userId}`, neighbour)).status).toBe(403);
    expect(
      (await call('POST', `${API.accounts}?userID=${resident.userId}`, neighbour, { estateId: 91, accountType: 'Levies', unitNumber: '', accountNumber: 'X' }))
        .status,
    ).toBe(403);
    const foreignEdit = await call('PUT', `${API.accounts}?userID=${neighbour.userId}&accountID=${account.accountID}`, neighbour, { accountNumber: 'X' });
    expect([foreignEdit.status, foreignEdit.body.errorDetails?.detail]).toEqual([404, 'Account could not be edited']);
    const foreignDelete = await call('DELETE', `${API.accounts}?userID=${neighbour.userId}&accountID=${account.accountID}`, neighbour);
    expect([foreignDelete.status, foreignDelete.body.errorDetails?.detail]).toEqual([404, 'Account could not be Deleted']);

    // The spec's payload names the estate (context) rather than its id.
    const byName = await call<Account>('POST', `${API.accounts}?userID=${resident.userId}`, resident, {
      context: 'Baobab Ridge Estate',
      accountType: 'Levies',
      unitNumber: 'B4',
      accountNumber: 'LEV-B4',
    });
    expect(byName.body.details?.[0]).toMatchObject({ estateId: 92, context: 'Baobab Ridge Estate' });
    expect((await call('DELETE', `${API.accounts}?userID=${resident.userId}&accountID=${byName.body.details?.[0]?.accountID ?? ''}`, resident)).status).toBe(
      200,
    );
    const deleted = await call('DELETE', `${API.accounts}?userID=${resident.userId}&accountID=${account.accountID}`, resident);
    expect(deleted.body.message).toBe('Account successfully Deleted');
    expect(await count('user_accounts')).toBe(0);
  });

  it('accounts: refuses bad input and estates the user holds no role at, writing nothing', async () => {
    const url = `${API.accounts}?userID=${neighbour.userId}`;
    const noNumber = await call('POST', url, neighbour, { estateId: 91, accountType: 'Levies', unitNumber: '14', accountNumber: ' ' });
    expect([noNumber.status, noNumber.body.errorDetails?.detail]).toEqual([400, 'Please enter an Account Number']);
    const coj = await call('POST', url, neighbour, { estateId: 91, accountType: 'coj', unitNumber: '14', accountNumber: '1' });
    expect([coj.status, coj.body.errorDetails?.detail]).toEqual([400, 'Only Levies accounts can be added']);
    const otherEstate = await call('POST', url, neighbour, { estateId: 92, accountType: 'Levies', unitNumber: '14', accountNumber: '1' });
    expect([otherEstate.status, otherEstate.body.errorDetails?.detail]).toEqual([403, 'Account could not be added']);
    const unknownEstate = await call('POST', url, neighbour, { context: 'Nowhere Estate', accountType: 'Levies', unitNumber: '14', accountNumber: '1' });
    expect([unknownEstate.status, unknownEstate.body.errorDetails?.detail]).toEqual([400, 'Please select an estate']);
    const noEstate = await call('POST', url, neighbour, { accountType: 'Levies', unitNumber: '14', accountNumber: '1' });
    expect([noEstate.status, noEstate.body.errorDetails?.detail]).toEqual([400, 'Please select an estate']);
    expect(await count('user_accounts')).toBe(0);
  });

  it('addresses: add (Residential), edit, delete; empty list; second user refused; bad input refused', async () => {
    const empty = await call('GET', `${API.addresses}?userID=${resident.userId}`, resident);
    expect([empty.status, empty.body.errorDetails?.detail]).toEqual([404, 'No associated records found']);
    const added = await call<Address>('POST', `${API.addresses}?userID=${resident.userId}`, resident, address);
    expect(added.body.message).toBe('Address successfully added');
    const row = added.body.details?.[0] as Address;
    expect(row).toMatchObject({ context: 'Willow Creek Estate', addressType: 'Residential', addressCountry: 'South Africa', localityOrCity: 'Johannesburg' });
    const edited = await call<Address>('PUT', `${API.addresses}?userID=${resident.userId}&addressId=${row.addressID}`, resident, {
      ...address,
      estateId: 92,
      localityOrCity: 'Pretoria',
    });
    expect(edited.body.message).toBe('Address successfully Edited');
    expect(edited.body.details?.[0]).toMatchObject({ context: 'Baobab Ridge Estate', localityOrCity: 'Pretoria', addressType: 'Residential' });

    expect((await call('GET', `${API.addresses}?userID=${resident.userId}`, neighbour)).status).toBe(403);
    expect((await call('POST', `${API.addresses}?userID=${resident.userId}`, neighbour, address)).status).toBe(403);
    expect((await call('PUT', `${API.addresses}?userID=${resident.userId}&addressId=${row.addressID}`, neighbour, address)).status).toBe(403);
    expect((await call('DELETE', `${API.addresses}?userID=${resident.userId}&addressId=${row.addressID}`, neighbour)).status).toBe(403);
    expect((await call('PUT', `${API.addresses}?userID=${neighbour.userId}&addressId=${row.addressID}`, neighbour, address)).body.errorDetails?.detail).toBe(
      'Address could not be edited',
    );
    expect((await call('DELETE', `${API.addresses}?userID=${neighbour.userId}&addressId=${row.addressID}`, neighbour)).body.errorDetails?.detail).toBe(
      'Address could not be Deleted',
    );
    const noStreet = await call('POST', `${API.addresses}?userID=${resident.userId}`, resident, { ...address, streetName: '' });
    expect([noStreet.status, noStreet.body.errorDetails?.detail]).toEqual([400, 'Please enter a Street Name']);
    const notMine = await call('POST', `${API.addresses}?userID=${neighbour.userId}`, neighbour, { ...address, estateId: 92 });
    expect([notMine.status, notMine.body.errorDetails?.detail]).toEqual([403, 'Address could not be added']);
    expect(await count('user_addresses')).toBe(1);

    const deleted = await call('DELETE', `${API.addresses}?userID=${resident.userId}&addressId=${row.addressID}`, resident);
    expect(deleted.body.message).toBe('Address successfully Deleted');
    expect(await count('user_addresses')).toBe(0);
  });

  it('account and address mutations apply once through push, reach only the owner, and refuse another user', async () => {
    const clientId = `lists-${dialect}`;
    const accountID = `acc${dialect}00001`;
    const addressID = `adr${dialect}00001`;
    const res = await push(t.app, resident, clientId, [
      { id: 1, name: 'accounts.add', args: { accountID, estateId: 91, accountType: 'Levies', unitNumber: '12', accountNumber: 'A-1' } },
      { id: 2, name: 'accounts.edit', args: { accountID, accountNumber: 'A-2' } },
      { id: 3, name: 'addresses.add', args: { addressID, ...address } },
      { id: 4, name: 'addresses.edit', args: { addressID, ...address, streetName: 'Oak Road' } },
    ]);
    expect(res.body.results.every((r) => r.ok)).toBe(true);
    const mine = await pullAll(t.app, resident);
    expect(mine.changes.find((c) => c.table === 'accounts' && c.id === accountID)?.data).toMatchObject({ accountNumber: 'A-2', accountType: 'Levies' });
    expect(mine.changes.find((c) => c.table === 'addresses' && c.id === addressID)?.data).toMatchObject({ streetName: 'Oak Road' });
    const theirs = await pullAll(t.app, neighbour);
    expect(theirs.changes.some((c) => c.table === 'accounts' || c.table === 'addresses')).toBe(false);

    const refused = await push(t.app, neighbour, `nb-lists-${dialect}`, [
      { id: 1, name: 'accounts.edit', args: { accountID, accountNumber: 'X' } },
      { id: 2, name: 'accounts.delete', args: { accountID } },
      { id: 3, name: 'addresses.edit', args: { addressID, ...address } },
      { id: 4, name: 'addresses.delete', args: { addressID } },
    ]);
    expect(refused.body.results.map((r) => r.error)).toEqual([
      'Account could not be edited',
      'Account could not be Deleted',
      'Address could not be edited',
      'Address could not be Deleted',
    ]);

    const gone = await push(t.app, resident, clientId, [
      { id: 5, name: 'accounts.delete', args: { accountID } },
      { id: 6, name: 'addresses.delete', args: { addressID } },
    ]);
    expect(gone.body.results.every((r) => r.ok)).toBe(true);
    expect([await count('user_accounts'), await count('user_addresses')]).toEqual([0, 0]);
  });
});
