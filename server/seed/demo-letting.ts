import { addDays, estateDate, estateDateTime, estateInstant } from '../../src/domain/estate-time';
import { toLetter, toLettingGuest, toRegularVisitor } from '../modules/letting/letting-rows';
import * as letting from '../modules/letting/letting.repository';
import { ensureUnit, publishUnit, setGuestsCount } from '../modules/people/units.service';
import { publish, scopes, type Trx } from '../sync/change-log';
import * as core from '../modules/core/core.service';
import { demoAccount } from './demo-accounts';
import { demoUser } from './demo-user-ids';

/** Baobab Ridge (92): its regular-visitor zone 4, letting zone 5 (demo people configuration). */
const BR = 92;
const UNIT = 'B4';

/**
 * The demo resident's letting unit: Thandi's B4 at Baobab Ridge lets out, with one
 * ACTIVE letter staying five days and the letter's child as their guest, and two regular
 * visitors, one APPROVED and one PENDING (onboarded, waiting for Thandi's decision). The demo
 * people have no accounts of their own; the letter's and the guest's gate passes are issued by
 * the letting job after boot (the seed runs before the estates have their issuing keys).
 * Fictional people. Runs after seedDemoPeople (the unit rows exist).
 */
export async function seedDemoLetting(trx: Trx): Promise<void> {
  const thandi = demoAccount('owner');
  const thandiId = (await demoUser(trx, thandi.email)).id;
  await ensureUnit(trx, BR, UNIT);
  await core.updateUnit(trx, BR, UNIT, { is_letting: 1 });
  await publishUnit(trx, BR, UNIT);

  const now = Date.now();
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  const start = estateDateTime(hour);
  const end = `${addDays(start.slice(0, 10), 5)} ${start.slice(11)}`;
  const identity = {
    estate_id: BR,
    unit_no: UNIT,
    owner_id: thandiId,
    ...letting.NOT_ONBOARDED,
    created_at: now,
    ended_at: null,
    purged_at: null,
  };

  const letter = await letting.insertLetter(trx, {
    ...identity,
    id: 'demoLetterSam',
    display_name: 'Sam Naidoo',
    first_name: 'Sam',
    last_name: 'Naidoo',
    phone: '0825559001',
    email: 'sam.naidoo@example.com',
    zone_ids: '5',
    status: 'ACTIVE',
    onboarded_at: now,
    letter_user_id: '',
    under18: 0,
    date_start: start,
    date_end: end,
    ends_at: estateInstant(end) + 59_000,
    multi_entry: 1,
    pass_id: '',
  });
  await publish(trx, scopes.unit(BR, UNIT), 'letters', letter.id, toLetter(letter));

  const guest = await letting.insertGuest(trx, {
    id: 'demoGuestMaya',
    estate_id: BR,
    unit_no: UNIT,
    owner_id: thandiId,
    created_by: thandiId,
    invite_id: letter.id,
    type_id: 4,
    relationship: 'Owner - Minor Child (Under 16)',
    first_name: 'Maya',
    last_name: 'Naidoo',
    phone: '',
    email: '',
    id_number: '',
    document_type: 0,
    is_minor: 1,
    guardian_first_name: 'Sam',
    guardian_last_name: 'Naidoo',
    guardian_mobile: '0825559001',
    guardian_email: 'sam.naidoo@example.com',
    address_line1: '',
    address_line2: '',
    suburb: '',
    town: '',
    postal_code: '',
    zone_ids: '5',
    face_file_id: '',
    document_front_file_id: '',
    document_back_file_id: '',
    valid_from: estateDate(now),
    valid_to: end.slice(0, 10),
    pass_id: '',
    status: 'ACTIVE',
    created_at: now,
    ended_at: null,
    purged_at: null,
  });
  await publish(trx, scopes.unit(BR, UNIT), 'lettingGuests', guest.id, toLettingGuest(guest));
  await setGuestsCount(trx, BR, UNIT, 1);

  const visitor = { ...identity, zone_ids: '4', visitor_user_id: '', onboarded_at: now };
  const approved = await letting.insertRegularVisitor(trx, {
    ...visitor,
    id: 'demoVisitorNomvula',
    display_name: 'Nomvula Sithole',
    first_name: 'Nomvula',
    last_name: 'Sithole',
    phone: '0825559002',
    email: 'nomvula.sithole@example.com',
    status: 'APPROVED',
    decided_at: now,
  });
  const pending = await letting.insertRegularVisitor(trx, {
    ...visitor,
    id: 'demoVisitorKagiso',
    display_name: 'Kagiso Molefe',
    first_name: 'Kagiso',
    last_name: 'Molefe',
    phone: '0825559003',
    email: 'kagiso.molefe@example.com',
    status: 'PENDING',
    decided_at: null,
  });
  for (const row of [approved, pending]) await publish(trx, scopes.unit(BR, UNIT), 'regularVisitors', row.id, toRegularVisitor(row));
}
