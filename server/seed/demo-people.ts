import { PostgresAdapter } from 'kysely';
import { CONSENT_VERSION, type AssociateCreateArgs } from '../../src/contract/people';
import { allDayAccess, noAccess, validityDates } from '../../src/domain/associates';
import type { DbDialect } from '../db/database';
import { createAssociate, estateToday } from '../modules/people/associates.service';
import { savePeopleConfig } from '../modules/people/config.service';
import { createRequest } from '../modules/people/requests.service';
import { ensureUnit, publishUnit } from '../modules/people/units.service';
import type { Trx } from '../sync/change-log';
import { demoAccount } from './demo-accounts';
import { demoUser } from './demo-user-ids';
import { DEMO_PEOPLE_CONFIG } from './demo-people-config';

/**
 * The demo estates' people: their people configuration, the demo residents' units
 * (Thandi's 12 with 5 associates and 10 visitors a day, Pieter's 14, Thandi's B4 at Baobab
 * Ridge), and Thandi's associates, one of each kind: her husband (family), their domestic
 * worker on Mondays, Wednesdays and Fridays 07:00-16:00 (staff, with a removal request waiting
 * for the estate manager) and their son (a minor under 16, Thandi his guardian). Written through
 * the people module's services inside the demo seed's transaction. Fictional people.
 */
export async function seedDemoPeople(trx: Trx): Promise<void> {
  for (const [estateId, config] of Object.entries(DEMO_PEOPLE_CONFIG)) await savePeopleConfig(trx, Number(estateId), config);

  const userIdOf = async (email: string) => (await demoUser(trx, email)).id;
  const thandi = demoAccount('owner');
  const pieter = demoAccount('resident');
  const thandiId = await userIdOf(thandi.email);
  for (const { estateId, unitNo } of [...thandi.roles, ...pieter.roles]) {
    await ensureUnit(trx, estateId, unitNo);
    await publishUnit(trx, estateId, unitNo);
  }

  // One transaction, run once on an empty database: no other writer counts these units now.
  const dialect: DbDialect = trx.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
  const { validFrom, validTo } = validityDates(new Date(`${estateToday()}T12:00:00`));
  const base = {
    estateId: 91,
    unitNo: '12',
    email: '',
    isMinor: false,
    guardianFirstName: '',
    guardianLastName: '',
    guardianMobile: '',
    guardianEmail: '',
    termsAccepted: false,
    street1: '',
    street2: '',
    suburb: '',
    town: '',
    postalCode: '',
    accessZoneIDList: [1, 2],
    validFrom,
    validTo,
    faceDeferred: true,
    ...allDayAccess(),
  } satisfies Partial<AssociateCreateArgs>;
  const added = Date.now();
  const consent = (id: string) => ({ consentId: id, version: CONSENT_VERSION, acceptedAt: Date.now() });

  await createAssociate(
    trx,
    dialect,
    thandiId,
    {
      ...base,
      associateId: 'demoAssociateSpouse',
      associateTypeId: 1, // Family Member: Spouse
      firstName: 'Sipho',
      lastName: 'Mokoena',
      phoneNumber: '0825550111',
      email: 'sipho.mokoena@example.com',
      passportOrIDNumber: '7806155088084',
      documentType: 2, // Smart ID Card
      consent: consent('demoConsentSpouse'),
    },
    added + 0,
  );
  await createAssociate(
    trx,
    dialect,
    thandiId,
    {
      ...base,
      ...noAccess(),
      MondayStartTime: '07:00',
      MondayEndTime: '16:00',
      WednesdayStartTime: '07:00',
      WednesdayEndTime: '16:00',
      FridayStartTime: '07:00',
      FridayEndTime: '16:00',
      associateId: 'demoAssociateStaff',
      associateTypeId: 7, // Staff: Domestic Worker
      firstName: 'Grace',
      lastName: 'Nkosi',
      phoneNumber: '0835550122',
      passportOrIDNumber: '8503120583088',
      documentType: 3, // Green Bar-coded ID Book
      street1: '14 Msasa Street',
      street2: 'Extension 2',
      suburb: 'Diepsloot',
      town: 'Johannesburg',
      postalCode: '2189',
      accessZoneIDList: [1],
      consent: consent('demoConsentStaff'),
    },
    added + 1,
  );
  await createAssociate(
    trx,
    dialect,
    thandiId,
    {
      ...base,
      associateId: 'demoAssociateMinor',
      associateTypeId: 4, // Family Member: Owner - Minor Child (Under 16)
      firstName: 'Lwazi',
      lastName: 'Mokoena',
      phoneNumber: '',
      passportOrIDNumber: '',
      documentType: 0,
      isMinor: true,
      guardianFirstName: thandi.firstName,
      guardianLastName: thandi.lastName,
      guardianMobile: thandi.mobile,
      guardianEmail: thandi.email,
      termsAccepted: true,
      consent: null,
    },
    added + 2,
  );
  await createRequest(trx, thandiId, { requestId: 'demoRequestRemoval', kind: 'removal', estateId: 91, unitNo: '12', associateId: 'demoAssociateStaff' });
}
