import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DirectoryEntry, PointOfInterest } from '../../src/contract/records';
import type { RoleName } from '../../src/domain/roles';
import type { EstatesTable, RolesTable } from '../modules/estates/estates.tables';

/** The demo estates, roles, app config and estate content. All names are fictional. */

export const DEFAULT_ESTATE_ID = 91;

/** An estate row with a fresh QR key (encryption on) and the default gate settings. Also used by the tests' factories. */
export function estateRow(id: number, name: string, suburb: string, city: string, supportEmail: string): Insertable<EstatesTable> {
  return {
    id,
    name,
    image_url: '',
    suburb,
    city,
    support_email: supportEmail,
    qr_code_url: '',
    qr_code_key: crypto.randomBytes(32).toString('base64'),
    qr_code_key_iv: crypto.randomBytes(16).toString('base64'),
    encryption_enabled: 1,
    revert_to_offline: 0,
    access_message: '',
    refresh_interval: 0,
  };
}

export function demoEstates(): Insertable<EstatesTable>[] {
  return [
    estateRow(91, 'Willow Creek Estate', 'Fourways', 'Johannesburg', 'support@willowcreek.example'),
    estateRow(92, 'Baobab Ridge Estate', 'Faerie Glen', 'Pretoria', 'support@baobabridge.example'),
  ];
}

/** The roles reference data: one row for every role of src/domain/roles.ts (the type makes sure). */
const ROLE_ROWS: Record<RoleName, Omit<Insertable<RolesTable>, 'name'>> = {
  visitor: { display_name: 'Visitor', rank: 1, description: 'A visitor with an invite', is_enabled: 1, is_deleted: 0 },
  regularVisitor: { display_name: 'Regular Visitor', rank: 10, description: 'A visitor who comes often', is_enabled: 1, is_deleted: 0 },
  guard: { display_name: 'Guard', rank: 30, description: 'Gate security', is_enabled: 1, is_deleted: 0 },
  resident: { display_name: 'Resident', rank: 50, description: 'Lives on the estate', is_enabled: 1, is_deleted: 0 },
  owner: { display_name: 'Owner', rank: 68, description: 'Owns a unit on the estate', is_enabled: 1, is_deleted: 0 },
  associateDelegate: { display_name: 'Associate Delegate', rank: 40, description: 'Manages the associates of a unit for its resident', is_enabled: 1, is_deleted: 0 },
  estateManager: { display_name: 'Estate Manager', rank: 90, description: 'Runs the estate', is_enabled: 1, is_deleted: 0 },
};

export const DEMO_ROLES: Insertable<RolesTable>[] = Object.entries(ROLE_ROWS).map(([name, row]) => ({ name, ...row }));

export const DEMO_APP_CONFIG: { key: string; value: unknown }[] = [
  { key: 'maintenance', value: false },
  { key: 'helpUrl', value: '/help.html' },
  { key: 'supportEmail', value: 'support@willowcreek.example' },
];

export function demoPointsOfInterest(): PointOfInterest[] {
  const poi = (estateId: number, n: number, name: string, category: string, description: string, latitude: number, longitude: number, phone: string): PointOfInterest => ({
    id: `poi-${estateId}-${n}`,
    estateID: estateId,
    name,
    category,
    description,
    latitude,
    longitude,
    phone,
  });
  return [
    poi(91, 1, 'Main Gate', 'security', 'Visitor entrance and guard house', -26.0171, 28.0062, '011 465 0101'),
    poi(91, 2, 'Clubhouse', 'facilities', 'Pool, gym and function hall', -26.0189, 28.0087, '011 465 0102'),
    poi(91, 3, 'Willow Park', 'outdoors', 'Playground and picnic lawn', -26.0203, 28.0049, ''),
    poi(92, 1, 'North Gate', 'security', 'Resident and visitor entrance', -25.7712, 28.2945, '012 991 0201'),
    poi(92, 2, 'Baobab Hall', 'facilities', 'Community hall and library', -25.7731, 28.2968, '012 991 0202'),
    poi(92, 3, 'Ridge Trail', 'outdoors', '3 km walking trail along the ridge', -25.7754, 28.2921, ''),
  ];
}

export function demoDirectory(): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  const add = (estateId: number, category: DirectoryEntry['category'], name: string, phone: string, email: string, description: string) =>
    entries.push({ id: `dir-${estateId}-${category}`, estateID: estateId, category, name, phone, email, description });
  add(91, 'general', 'Willow Creek Estate Office', '011 465 0100', 'office@willowcreek.example', 'Weekdays 08:00 to 16:30');
  add(91, 'home', 'Fourways Plumbing & Electrical', '082 555 0143', 'jobs@fourwaysplumbing.example', 'Approved home maintenance contractor');
  add(91, 'emergency', 'Willow Creek Security Control Room', '011 465 0199', 'control@willowcreek.example', 'Manned 24 hours');
  add(91, 'managingAgents', 'Highveld Property Managers', '011 702 3300', 'willowcreek@highveldpm.example', 'Levies and body corporate matters');
  add(91, 'medical', 'Fourways Family Clinic', '011 467 2200', 'reception@fourwaysclinic.example', 'General practitioners, open daily');
  add(92, 'general', 'Baobab Ridge Estate Office', '012 991 0200', 'office@baobabridge.example', 'Weekdays 08:00 to 16:00');
  add(92, 'home', 'Jacaranda Home Repairs', '083 555 0177', 'help@jacarandarepairs.example', 'Approved home maintenance contractor');
  add(92, 'emergency', 'Baobab Ridge Security Control Room', '012 991 0299', 'control@baobabridge.example', 'Manned 24 hours');
  add(92, 'managingAgents', 'Capital City Managing Agents', '012 430 8800', 'baobab@capitalcityma.example', 'Levies and body corporate matters');
  add(92, 'medical', 'Faerie Glen Medical Centre', '012 991 4400', 'info@faerieglenmedical.example', 'Doctors and pharmacy');
  return entries;
}
