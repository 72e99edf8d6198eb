import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { EstatesTable, RolesTable } from '../modules/estates/estates.tables';
import { ROLE_CATALOGUE } from '../modules/estates/role-catalogue';

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
    // Willow Creek's security control room, its ambulance provider (ER24) and the City of Johannesburg's fire service.
    {
      ...estateRow(91, 'Willow Creek Estate', 'Fourways', 'Johannesburg', 'support@willowcreek.example'),
      control_room_number: '011 465 0199',
      ambulance_number: '084 124',
      fire_number: '011 375 5911',
    },
    // Baobab Ridge: a control room only (the national ambulance number and 112 for fire).
    { ...estateRow(92, 'Baobab Ridge Estate', 'Faerie Glen', 'Pretoria', 'support@baobabridge.example'), control_room_number: '012 991 0199' },
  ];
}

/** The roles reference data (every deployment has it: server/modules/estates/role-catalogue.ts). */
export const DEMO_ROLES: Insertable<RolesTable>[] = ROLE_CATALOGUE;

export const DEMO_APP_CONFIG: { key: string; value: unknown }[] = [
  { key: 'maintenance', value: false },
  { key: 'helpUrl', value: '/help.html' },
  { key: 'supportEmail', value: 'support@willowcreek.example' },
];
