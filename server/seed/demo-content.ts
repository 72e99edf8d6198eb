import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
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
  associateDelegate: {
    display_name: 'Associate Delegate',
    rank: 40,
    description: 'Manages the associates of a unit for its resident',
    is_enabled: 1,
    is_deleted: 0,
  },
  estateManager: { display_name: 'Estate Manager', rank: 90, description: 'Runs the estate', is_enabled: 1, is_deleted: 0 },
};

export const DEMO_ROLES: Insertable<RolesTable>[] = Object.entries(ROLE_ROWS).map(([name, row]) => ({ name, ...row }));

export const DEMO_APP_CONFIG: { key: string; value: unknown }[] = [
  { key: 'maintenance', value: false },
  { key: 'helpUrl', value: '/help.html' },
  { key: 'supportEmail', value: 'support@willowcreek.example' },
];
