import { describe, expect, it } from 'vitest';
import { API } from '../../src/contract/api-paths';
import type { AccessControlListEntry, WireAccessInfo } from '../../src/contract/records';
import { availableDialects } from '../helpers/test-app';
import { NEIGHBOUR, RESIDENT, useCast } from '../helpers/cast';
import type { TestUser } from '../helpers/factories';

const dialects = await availableDialects();

describe.each(dialects)('estates and access control on %s', (dialect) => {
  const {
    t,
    people: [resident, neighbour],
  } = useCast(dialect, [RESIDENT, NEIGHBOUR], { tiles: true });

  const get = async (url: string, who?: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('lists the estates without signing in', async () => {
    const res = await get(API.estates);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      details: [
        { EstateID: 91, estateName: 'Willow Creek Estate', imageUrl: '', address_Suburb: 'Fourways', address_City: 'Johannesburg' },
        { EstateID: 92, estateName: 'Baobab Ridge Estate', imageUrl: '', address_Suburb: 'Faerie Glen', address_City: 'Pretoria' },
      ],
    });
  });

  it('serves the public config the sign-up screen reads', async () => {
    const res = await get('/sdk/config/public');
    expect(res.body).toEqual({ status: 'success', details: [{ passwordMinLength: 8, maintenance: false, version: '4.0.7' }] });
  });

  it("answers the resident's ACL: two estates, highest rank first, tiles by priority", async () => {
    const res = await get(API.acl(resident.userId), resident);
    expect(res.status).toBe(200);
    const entries = res.body.details as AccessControlListEntry[];
    expect(entries.map((e) => [e.estateID, e.roleName, e.unitNo, e.accessControl])).toEqual([
      [92, 'owner', 'B4', false],
      [91, 'owner', '12', true],
    ]);
    for (let i = 1; i < entries.length; i++) expect(entries[i - 1]!.roleRank).toBeGreaterThanOrEqual(entries[i]!.roleRank);
    const willow = entries.find((e) => e.estateID === 91)!;
    expect(willow.key).toBe('Willow Creek Estate_Owner');
    expect(willow.roleDisplayName).toBe('Owner');
    expect(willow.roleRank).toBe(68);
    const priorities = willow.tiles.map((tile) => tile.tilePriority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const home = willow.tiles.filter((tile) => tile.tileAppLocation === 'home');
    expect(home.map((tile) => tile.tileDisplayTitle)).toEqual([
      'Access Control',
      'My Info',
      'Facilities',
      'Events',
      'Directory',
      'Maintenance',
      'Buy & Rent',
      'Associates',
      'Visitors',
      'Regular Visitors',
      'Short Term Letting',
      'Lagoon',
      'Levies',
      'Points of Interest',
      'Documents',
      'Newsletters',
      'Lifestyle',
      'Restaurant',
      'Training',
      'Estate Contacts',
    ]);
    expect(home.map((tile) => tile.tilePriority)).toEqual(expect.arrayContaining([4, 7, 8]));
    expect(home.find((tile) => tile.tileDisplayTitle === 'Maintenance')).toMatchObject({ navigateType: 'local', navigatePath: '/snags' });
    const emergency = willow.tiles.filter((tile) => tile.tileAppLocation === 'emergency');
    expect(emergency.map((tile) => [tile.tileDisplayTitle, tile.tilePriority, tile.navigateType, tile.tileContactNumber])).toEqual([
      ['Ambulance', 11, 'call', '10177'],
      ['Follow Me', 12, 'call', '0861 000 123'],
      ['Fire', 13, 'call', '112'],
      ['Emergency Contacts', 14, 'local', ''],
    ]);
    const tabBar = willow.tiles.filter((tile) => tile.tileAppLocation === 'tabBar');
    expect(tabBar.map((tile) => [tile.tilePriority, tile.navigatePath])).toEqual([
      [1, '/homeEmergencyScreen'],
      [2, '/access'],
      [3, '/home'],
      [4, '/profile'],
      [5, '/notifications'],
    ]);
    expect(willow.tiles[0]).toMatchObject({ cssDefaultSize: 'medium', cssRoundCornerPerc: '0 5 0 5', cssBorderWidthPerc: '1' });
  });

  it('answers access info only for estates in the access-location list', async () => {
    const res = await get(API.accessInfo(resident.userId), resident);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      accessInfo: [{ EstateID: 91, revertToOffline: false, Message: '', refreshInterval: 0 } satisfies WireAccessInfo],
    });
  });

  it('answers the QR config of an estate where the caller holds a role', async () => {
    const res = await get(`${API.accessControlConfig}?estateId=91`, resident);
    expect(res.status).toBe(200);
    const [config] = res.body.details as { qrCodeUrl: string; qrCodeKey: string; qrCodeKeyIv: string; encryptionEnabled: boolean }[];
    expect(config?.qrCodeUrl).toBe('');
    expect(Buffer.from(config?.qrCodeKey ?? '', 'base64')).toHaveLength(32);
    expect(Buffer.from(config?.qrCodeKeyIv ?? '', 'base64')).toHaveLength(16);
    expect(config?.encryptionEnabled).toBe(true);
  });

  it("refuses the neighbour the resident's ACL, access info and an estate where they hold no role", async () => {
    const acl = await get(API.acl(resident.userId), neighbour);
    expect(acl.status).toBe(403);
    expect(acl.body).toMatchObject({ status: 'error', errorDescription: 'Failed to fetch ACL for current user' });
    expect((await get(API.accessInfo(resident.userId), neighbour)).status).toBe(403);
    expect((await get(`${API.accessControlConfig}?estateId=92`, neighbour)).status).toBe(403);
    expect((await get(`${API.accessControlConfig}?estateId=91`, neighbour)).status).toBe(200);
  });

  it('needs a bearer token for the ACL, access info and config', async () => {
    expect((await get(API.acl(resident.userId))).status).toBe(401);
    expect((await get(API.accessInfo(resident.userId))).status).toBe(401);
    expect((await get(`${API.accessControlConfig}?estateId=91`)).status).toBe(401);
  });
});
