import { describe, expect, test } from 'vitest';
import { homeTiles } from '../app/home-tiles';
import type { Estate, Role, UserRole } from '../contract/records';
import { buildAccessControl, currentAccessControl, defaultAccessControl, tilesAt } from './estate-roles';

const estate = (estateId: number, estateName: string): Estate => ({
  estateId,
  estateName,
  imageUrl: '',
  address_Suburb: '',
  address_City: '',
  supportEmail: '',
});
const role = (roleName: string, roleRank: number): Role => ({
  roleName,
  roleDisplayName: roleName,
  roleRank,
  roleDescription: '',
  roleIsEnabled: true,
  roleIsDeleted: false,
});
const holds = (estateId: number, roleName: string): UserRole => ({
  id: `${estateId}-${roleName}`,
  userId: 'u1',
  estateId,
  roleName,
  unitNo: '',
  accessControl: false,
});

const estates = [estate(91, 'Willow Creek Estate'), estate(92, 'Baobab Ridge Estate')];
const roles = [role('owner', 68), role('resident', 50), role('visitor', 1)];

describe('current access control', () => {
  test('roles are listed highest rank first', () => {
    const entries = buildAccessControl({ userRoles: [holds(91, 'visitor'), holds(92, 'owner')], roles, estates, tiles: [] });
    expect(entries.map((e) => e.roleName)).toEqual(['owner', 'visitor']);
    expect(currentAccessControl(entries, undefined, 91)?.estateId).toBe(92);
  });

  test('a tie between estates goes to the default estate, else the first', () => {
    const entries = buildAccessControl({ userRoles: [holds(91, 'owner'), holds(92, 'owner')], roles, estates, tiles: [] });
    expect(currentAccessControl(entries, undefined, 91)?.estateId).toBe(91);
    expect(currentAccessControl(entries, undefined, 92)?.estateId).toBe(92);
    expect(currentAccessControl(entries, undefined)?.estateId).toBe(92);
  });

  test('the choice made on /SwitchEstate wins while the user still holds it', () => {
    const entries = buildAccessControl({ userRoles: [holds(91, 'owner'), holds(92, 'owner')], roles, estates, tiles: [] });
    expect(currentAccessControl(entries, { estateId: 92, roleName: 'owner' }, 91)?.estateId).toBe(92);
    expect(currentAccessControl(entries, { estateId: 93, roleName: 'owner' }, 91)?.estateId).toBe(91);
  });
});

describe('default access control (no role anywhere)', () => {
  const byId = new Map(estates.map((e) => [e.estateId, { ...e, supportEmail: `help@${e.estateId}.example` }]));

  test("the user's own default estate when known, else estate 91; the default role; the eight default home tiles", () => {
    expect(defaultAccessControl({ estates: byId, roles, defaultEstateId: 92, homeTiles })).toMatchObject({
      estateId: 92,
      estateName: 'Baobab Ridge Estate',
      roleName: 'visitor',
      roleRank: 1,
    });
    const fallback = defaultAccessControl({ estates: byId, roles, defaultEstateId: 7, homeTiles });
    expect(fallback).toMatchObject({ estateId: 91, estateName: 'Willow Creek Estate', accessControl: false });
    expect(tilesAt(fallback, 'home').map((t) => t.tileDisplayTitle)).toEqual([
      'Access Control',
      'My Info',
      'Facilities',
      'Events',
      'Directory',
      'Maintenance',
      'Buy & Rent',
      'Associates',
    ]);
    expect(tilesAt(fallback, 'home').find((t) => t.tileDisplayTitle === 'Maintenance')).toMatchObject({ navigateType: 'local', navigatePath: '/snags' });
    // Each feature declares its tile with a slot: the slot gives the id, priority and back-office name.
    expect(tilesAt(fallback, 'home').map((t) => [t.id, t.tilePriority, t.tileBackofficeName])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`default:91:home:${n}`, n + 3, `home_default_${n}`]),
    );
  });

  test('with nothing synced: estate 91 by id, no name, the Visitor role, Maintenance opening /snags', () => {
    const bare = defaultAccessControl({ estates: new Map(), roles: [], homeTiles });
    expect(bare).toMatchObject({ estateId: 91, estateName: '', roleName: 'visitor', roleDisplayName: 'Visitor' });
    expect(tilesAt(bare, 'home')).toHaveLength(8);
    expect(tilesAt(bare, 'home').find((t) => t.tileDisplayTitle === 'Maintenance')?.navigatePath).toBe('/snags');
  });
});
