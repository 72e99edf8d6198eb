import { describe, expect, test } from 'vitest';
import type { Estate, Role, UserRole } from '../contract/records';
import { buildAccessControl, currentAccessControl } from './access-control';

const estate = (EstateID: number, estateName: string): Estate => ({ EstateID, estateName, imageUrl: '', address_Suburb: '', address_City: '', supportEmail: '' });
const role = (roleName: string, roleRank: number): Role => ({ roleName, roleDisplayName: roleName, roleRank, roleDescription: '', roleIsEnabled: true, roleIsDeleted: false });
const holds = (estateID: number, roleName: string): UserRole => ({ id: `${estateID}-${roleName}`, userId: 'u1', estateID, roleName, unitNo: '', accessControl: false });

const estates = [estate(91, 'Willow Creek Estate'), estate(92, 'Baobab Ridge Estate')];
const roles = [role('owner', 68), role('resident', 50), role('visitor', 1)];

describe('current access control', () => {
  test('roles are listed highest rank first', () => {
    const entries = buildAccessControl({ userRoles: [holds(91, 'visitor'), holds(92, 'owner')], roles, estates, tiles: [] });
    expect(entries.map((e) => e.roleName)).toEqual(['owner', 'visitor']);
    expect(currentAccessControl(entries, undefined, 91)?.estateID).toBe(92);
  });

  test('a tie between estates goes to the default estate, else the first', () => {
    const entries = buildAccessControl({ userRoles: [holds(91, 'owner'), holds(92, 'owner')], roles, estates, tiles: [] });
    expect(currentAccessControl(entries, undefined, 91)?.estateID).toBe(91);
    expect(currentAccessControl(entries, undefined, 92)?.estateID).toBe(92);
    expect(currentAccessControl(entries, undefined)?.estateID).toBe(92);
  });

  test('the choice made on /SwitchEstate wins while the user still holds it', () => {
    const entries = buildAccessControl({ userRoles: [holds(91, 'owner'), holds(92, 'owner')], roles, estates, tiles: [] });
    expect(currentAccessControl(entries, { estateID: 92, roleName: 'owner' }, 91)?.estateID).toBe(92);
    expect(currentAccessControl(entries, { estateID: 93, roleName: 'owner' }, 91)?.estateID).toBe(91);
  });
});
