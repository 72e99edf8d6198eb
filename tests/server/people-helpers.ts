import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import { CONSENT_VERSION, type AssociateCreateArgs, type PeopleConfigArgs } from '../../src/contract/people';
import { allDayAccess, noAccess } from '../../src/domain/associates';
import { estateToday } from '../../server/modules/people/associates.service';
import { DEMO_PEOPLE_CONFIG } from '../../server/seed/demo-people-config';
import type { Caller } from '../helpers/factories';

/** Willow Creek's people configuration (estate zones 1-4; relationships 1 Spouse, 4 minor, 7 Domestic Worker) with `associatesPerUnit`. */
export function peopleConfig(associatesPerUnit = 5, retentionDays = 30): PeopleConfigArgs {
  const base = DEMO_PEOPLE_CONFIG[91];
  if (!base) throw new Error('no demo configuration for 91');
  return { ...base, limits: { ...base.limits, associatesPerUnit, retentionDays } };
}

/** Valid SA ID numbers (Luhn checked). */
export const SA_IDS = ['8001015009087', '9002020123086', '7505055111083'] as const;

let made = 0;
/** A fresh client-style row id. */
export const rowId = (prefix = 'a') => `${prefix}${Date.now().toString(36)}${(made++).toString(36)}xxxxxxxx`.slice(0, 24);

function plusYear(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(y) + 1}-${m}-${d === '29' && m === '02' ? '28' : d}`;
}

/** A spouse (Family Member, relationship 1) with an SA ID, consent, every day access, valid today to a year on. */
export function spouseArgs(estateId: number, unitNo: string, overrides: Partial<AssociateCreateArgs> = {}): AssociateCreateArgs {
  const today = estateToday();
  return {
    associateId: rowId('sp'),
    estateId,
    unitNo,
    associateTypeId: 1,
    firstName: 'Sizwe',
    lastName: 'Mokoena',
    phoneNumber: '0825550101',
    email: 'sizwe@example.com',
    passportOrIDNumber: SA_IDS[0],
    documentType: 2,
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
    accessZoneIDList: [1],
    ...allDayAccess(),
    validFrom: today,
    validTo: plusYear(today),
    faceDeferred: true,
    consent: { consentId: rowId('cn'), version: CONSENT_VERSION, acceptedAt: Date.now() },
    ...overrides,
  };
}

/** A domestic worker (Staff, relationship 7) on Mondays, Wednesdays and Fridays 07:00-16:00, with an address. */
export function staffArgs(estateId: number, unitNo: string, overrides: Partial<AssociateCreateArgs> = {}): AssociateCreateArgs {
  return spouseArgs(estateId, unitNo, {
    associateId: rowId('st'),
    associateTypeId: 7,
    firstName: 'Nomsa',
    lastName: 'Dube',
    phoneNumber: '0835550102',
    email: 'nomsa@example.com',
    passportOrIDNumber: SA_IDS[1],
    street1: '3 Acacia Road',
    street2: 'Flat 2',
    suburb: 'Diepsloot',
    town: 'Johannesburg',
    postalCode: '2189',
    ...noAccess(),
    MondayStartTime: '07:00',
    MondayEndTime: '16:00',
    WednesdayStartTime: '07:00',
    WednesdayEndTime: '16:00',
    FridayStartTime: '07:00',
    FridayEndTime: '16:00',
    ...overrides,
  });
}

/** A minor (Owner - Minor Child (Under 16), relationship 4) with a guardian and terms, no ID number. */
export function minorArgs(estateId: number, unitNo: string, overrides: Partial<AssociateCreateArgs> = {}): AssociateCreateArgs {
  return spouseArgs(estateId, unitNo, {
    associateId: rowId('mi'),
    associateTypeId: 4,
    firstName: 'Lwazi',
    phoneNumber: '',
    email: '',
    passportOrIDNumber: '',
    documentType: 0,
    isMinor: true,
    guardianFirstName: 'Thandi',
    guardianLastName: 'Mokoena',
    guardianMobile: '0821234567',
    guardianEmail: 'resident@example.com',
    termsAccepted: true,
    consent: null,
    ...overrides,
  });
}

export type Answer<T = unknown> = {
  status: number;
  body: { status: string; details?: T[]; errorDetails?: { detail: string }; message?: string };
  headers: Record<string, unknown>;
  raw: Buffer;
};

/** One authenticated call. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Caller,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: Answer<T>['body'] = { status: '' };
  try {
    body = res.json();
  } catch {
    // image bytes
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

/** A tiny JPEG (by signature), stored through POST /sdk/files; answers its URL. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

export async function upload(app: FastifyInstance, who: Caller, bytes: Buffer = JPEG): Promise<{ status: number; url: string; detail: string }> {
  const res = await app.inject({
    method: 'POST',
    url: API.files,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  const body = res.json<{ details?: { url: string }[]; errorDetails?: { detail: string } }>();
  return { status: res.statusCode, url: body.details?.[0]?.url ?? '', detail: body.errorDetails?.detail ?? '' };
}

export const associatesUrl = (who: Caller, estateId: number, unitNo: string) =>
  `${API.associates}?userID=${who.userId}&estateID=${estateId}&unitNo=${encodeURIComponent(unitNo)}`;
