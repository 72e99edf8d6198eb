import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { db } from '../../src/db/db';
import { ROLES } from '../../src/domain/roles';
import { themeVariables } from '../../src/domain/theme';
import { directoryServicesOf, estateContactsOf } from '../../src/features/directory/directory.api';
import { pointsOfInterestOf, sitePlanOf } from '../../src/features/places/places.api';
import { prefetchStoredFiles } from '../../src/app/stored-files';
import { configureTransport } from '../../src/sync/transport';
import { saveContent } from '../../server/modules/content/content.service';
import { storeFile } from '../../server/modules/files/files.service';
import { BAOBAB_RIDGE, insertCast, NEIGHBOUR, RESIDENT, WILLOW_CREEK } from '../helpers/cast';
import { CLOSED, signInClient, useClientHarness } from '../helpers/client-harness';
import type { TestApp } from '../helpers/test-app';

/**
 * The directory, contacts, points of interest, site plan and theme as the screens read them
 * (src/features/directory/directory.api.ts, src/features/places/places.api.ts) on fake-indexeddb,
 * filled by the real sync from the real server: an estate's content reaches its members only,
 * and reads the same offline, the site plan's picture included.
 */
const WC = WILLOW_CREEK.id;
const BR = BAOBAB_RIDGE.id;
let sitePlanUrl = '';

function planPicture(): Buffer {
  const png = new PNG({ width: 8, height: 6 });
  png.data.fill(0x60);
  return PNG.sync.write(png);
}

const entry = (level1: string, level2: string, level3: string, number: string, rank: number) => ({
  dlevel1Name: level1,
  dlevel1Icon: '',
  dlevel2Name: level2,
  dlevel2Icon: '',
  dlevel3Name: level3,
  dlevel3Icon: '',
  dlevel3ContactNumber: number,
  description: '',
  rank,
});
const contact = (kind: 'emergency' | 'facility', name: string, rank: number, status: 'ACTIVE' | 'DELETED' = 'ACTIVE') => ({
  kind,
  name,
  description: '',
  icon: '',
  number: '011 465 0199',
  navigatePath: '',
  rank,
  status,
});
const point = (title: string, latitude: number, longitude: number, isEnabled = true) => ({
  title,
  description: '',
  geolocation: '',
  latitude,
  longitude,
  image: '',
  isEnabled,
  category: '',
  phone: '',
});
const theme = (primary: string) => ({
  primary,
  secondary: '#ffb300',
  onPrimary: '#ffffff',
  banner: '',
  gradientStart: primary,
  gradientEnd: primary,
  bottomBarBackground: '#ffffff',
  bottomBarActive: primary,
  bottomBarInactive: '#757575',
});

/** Each estate's content, written by a manager of both through the content service. */
async function writeContent(t: TestApp): Promise<void> {
  const [manager] = await insertCast(t, [
    {
      email: 'both-estates@example.com',
      roles: [
        { estateId: WC, role: ROLES.estateManager },
        { estateId: BR, role: ROLES.estateManager },
      ],
    },
    RESIDENT,
    NEIGHBOUR,
  ]);
  const save = (estateId: number, kind: Parameters<typeof saveContent>[3], id: string, body: unknown) =>
    saveContent(t.ctx, manager.userId, estateId, kind, id, body);
  sitePlanUrl = (await storeFile(t.ctx, manager.userId, 'image', planPicture())).url;
  await save(WC, 'directory', 'd1', entry('Medical', 'Doctors', 'Dr Naidoo', '011 467 2210', 2));
  await save(WC, 'directory', 'd2', entry('Medical', 'Doctors', 'Family Clinic', '011 467 2200', 1));
  await save(WC, 'directory', 'd3', entry('Medical', 'Pharmacies', 'Willow Pharmacy', '011 465 0300', 3));
  await save(WC, 'directory', 'd4', entry('General', 'Estate office', 'Estate Office', '011 465 0100', 0));
  await save(WC, 'estateContacts', 'e1', contact('emergency', 'Fire', 2));
  await save(WC, 'estateContacts', 'e2', contact('emergency', 'Control Room', 1));
  await save(WC, 'estateContacts', 'e3', contact('emergency', 'Old line', 0, 'DELETED'));
  await save(WC, 'estateContacts', 'f1', contact('facility', 'Clubhouse', 1));
  await save(WC, 'pointsOfInterest', 'p1', point('Clubhouse', -26.01, 28.01));
  await save(WC, 'pointsOfInterest', 'p2', point('Old dam', -26.01, 28.02, false));
  await save(WC, 'sitePlans', String(WC), { imageUrl: sitePlanUrl, north: -26.0, west: 28.0, south: -26.02, east: 28.03 });
  await save(WC, 'themes', String(WC), theme('#c62828'));
  await save(BR, 'directory', 'b1', entry('Baobab services', 'Security', 'Baobab Control', '012 991 0299', 1));
  await save(BR, 'pointsOfInterest', 'bp1', point('Baobab Hall', -25.78, 28.3));
  await save(BR, 'themes', String(BR), theme('#1565c0'));
}

const h = useClientHarness({ setUp: writeContent });

describe('places on the device', () => {
  it("reads each of the resident's estates' directory, contacts, points, site plan and theme, offline too", async () => {
    await signInClient(RESIDENT);

    const services = await directoryServicesOf(WC);
    expect(services.map((s) => [s.name, s.types.map((ty) => [ty.name, ty.contacts.map((c) => c.dlevel3Name)])])).toEqual([
      ['General', [['Estate office', ['Estate Office']]]],
      [
        'Medical',
        [
          ['Doctors', ['Family Clinic', 'Dr Naidoo']],
          ['Pharmacies', ['Willow Pharmacy']],
        ],
      ],
    ]);
    expect((await estateContactsOf(WC, 'emergency')).map((c) => c.name)).toEqual(['Control Room', 'Fire']);
    expect((await estateContactsOf(WC, 'facility')).map((c) => c.name)).toEqual(['Clubhouse']);
    expect((await pointsOfInterestOf(WC)).map((p) => p.title).sort()).toEqual(['Clubhouse', 'Old dam']);
    expect(await sitePlanOf(WC)).toMatchObject({ imageUrl: sitePlanUrl, north: -26.0, west: 28.0, south: -26.02, east: 28.03 });

    // Her other estate's content reached her too, each under its own estate.
    expect((await directoryServicesOf(BR)).map((s) => s.name)).toEqual(['Baobab services']);
    expect((await pointsOfInterestOf(BR)).map((p) => p.title)).toEqual(['Baobab Hall']);
    expect(await sitePlanOf(BR)).toBeNull();
    expect(themeVariables((await db.themes.get(WC))!)['--primary']).toBe('#c62828');
    expect(themeVariables((await db.themes.get(BR))!)['--primary']).toBe('#1565c0');

    // The site plan's picture is kept on the device: offline, the plan and its picture are still there.
    await prefetchStoredFiles([sitePlanUrl]);
    configureTransport({ baseUrl: CLOSED });
    expect((await sitePlanOf(WC))?.imageUrl).toBe(sitePlanUrl);
    expect((await db.fileCache.get(sitePlanUrl))?.blob.size).toBe(planPicture().length);
    expect((await directoryServicesOf(WC)).length).toBe(2);
    configureTransport({ baseUrl: h.base });
  });

  it("gives a member of one estate none of the other's content", async () => {
    await signInClient(NEIGHBOUR);
    expect((await directoryServicesOf(WC)).map((s) => s.name)).toEqual(['General', 'Medical']);
    expect(await directoryServicesOf(BR)).toEqual([]);
    expect(await pointsOfInterestOf(BR)).toEqual([]);
    expect(await db.themes.get(BR)).toBeUndefined();
    expect(await estateContactsOf(BR, 'emergency')).toEqual([]);
  });
});
