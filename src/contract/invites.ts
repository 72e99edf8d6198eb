import * as v from 'valibot';
import { ActingForSchema } from './concierge';
import { syncedTable } from './registry';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { INVITE_MESSAGES, LETTING_MESSAGES, REGULAR_VISITOR_MESSAGES } from '../i18n/en/invites';
import { DateSchema, UnitNoSchema, WEEKDAY_TIME_KEYS, TimeOfDaySchema, type WeekdayTimeKey } from './people';
import { noLinks } from './person-name';
import { text } from './text';

/**
 * Invites and passes (spec 2 sections 2-5 and 7). Field names follow the spec at this
 * edge. Every pass the gate accepts is signed by the estate's issuing key (src/domain/qr/pass.ts)
 * so the guard console decides offline; a PIN-only delivery code is checked against the
 * estate's active passes synced to gate devices (`gatePasses`, PIN hash only).
 */

const RowId = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId));
const trimmed = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max));
/** 'YYYY-MM-DD HH:mm' (spec: invite date-times), estate time (Africa/Johannesburg). */
export const InviteDateTimeSchema = v.pipe(text(), v.regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, INVITE_MESSAGES.requiredFields));
/** Digits and an optional leading plus, at least 10 characters (spec 2 section 5). */
export const InvitePhoneSchema = v.pipe(
  text(),
  v.trim(),
  v.regex(/^\+?[0-9]{9,15}$/, INVITE_MESSAGES.phoneInvalid),
  v.minLength(10, INVITE_MESSAGES.phoneInvalid),
);
const optionalEmail = v.pipe(text(), v.trim(), v.maxLength(200), v.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVITE_MESSAGES.requiredFields));
const ZoneIds = v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(50));
/** A visitor's, guest's or regular visitor's name: required, at most 100 characters, never link-like (it is mailed). */
const name = (message: string) => v.pipe(text(), v.trim(), v.nonEmpty(message), v.maxLength(100), noLinks);
/** An optional name of the onboarding form: at most 100 characters, never link-like. */
const optionalName = v.pipe(text(), v.trim(), v.maxLength(100), noLinks);

// ---------------------------------------------------------------- passes

/** What a pass lets in: a visitor invite, a delivery (PIN), an associate, a letting guest or letter. */
export const PASS_KINDS = ['visitor', 'delivery', 'serviceProvider', 'associate', 'guest', 'letter'] as const;
export type PassKind = (typeof PASS_KINDS)[number];
export const PASS_STATUSES = ['ACTIVE', 'REVOKED', 'EXPIRED'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

/**
 * A gate pass as its holder's unit sees it (unit scope): the signed code, the visitor's link and,
 * for deliveries, the PIN. Written by the server only; `id` is the server's pass id (a UUID),
 * `subjectId` the invite, associate, guest or letter it belongs to.
 */
export const PassSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  kind: v.picklist(PASS_KINDS),
  subjectId: text(),
  holderName: text(),
  /** The signed QR text ('EVP…' Base45, src/domain/qr/pass.ts). */
  code: text(),
  /** Deliveries: the PIN-only code (digits), '' otherwise. */
  pin: text(),
  /** The visitor's page: `/visit/{linkToken}` (no account needed). */
  linkToken: text(),
  /** Epoch seconds. */
  validFrom: v.number(),
  validTo: v.number(),
  /** 0 = any number of entries. */
  maxEntries: v.number(),
  entriesUsed: v.number(),
  accessZoneIDList: text(),
  status: v.picklist(PASS_STATUSES),
  createdAt: v.number(),
});
export type Pass = v.InferOutput<typeof PassSchema>;

/**
 * What a guard device holds of an estate's active passes (gate scope): enough to name the
 * person, show their face and refuse a revoked pass, and the PIN's hash for PIN-only codes.
 * Expired and revoked passes are tombstoned after the window (guards drop them at the next sync).
 */
export const GatePassSchema = v.object({
  id: text(),
  estateId: v.number(),
  kind: v.picklist(PASS_KINDS),
  unitNo: text(),
  holderName: text(),
  /** The associate's or guest's face (served to gate staff), '' when none. */
  photoURL: text(),
  validFrom: v.number(),
  validTo: v.number(),
  maxEntries: v.number(),
  accessZoneIDList: text(),
  /** 'HH:mm-HH:mm' per weekday Monday..Sunday joined by ',' ('' a day without access); '' = any time. */
  weeklyTimes: text(),
  status: v.picklist(PASS_STATUSES),
  /** `pinHash(estateId, pin)` of src/domain/qr/pass.ts (hex), '' when no PIN. */
  pinHash: text(),
  /** The resident who issued the pass, for the verdict card's 'Call host' (absent on older rows and when none). */
  hostName: v.optional(text()),
  /** That resident's mobile number from their profile; absent when they have none. */
  hostPhone: v.optional(text()),
});
export type GatePass = v.InferOutput<typeof GatePassSchema>;

export const PASS_DECISIONS = ['ALLOW', 'DENY'] as const;

/** `passes.recordUse`: a guard device's decision on a pass (QR or PIN), written through the outbox. */
export const PassUseArgsSchema = v.object({
  id: v.pipe(text(), v.regex(/^[A-Za-z0-9-]{8,64}$/, ERROR_MESSAGES.invalidEventId)),
  estateId: v.pipe(v.number(), v.integer()),
  /** '' when the code did not parse (a malformed scan or an unknown PIN). */
  passId: v.pipe(text(), v.maxLength(64)),
  method: v.picklist(['qr', 'pin']),
  decision: v.picklist(PASS_DECISIONS),
  reason: v.pipe(text(), v.maxLength(40)),
  /** Guard clock corrected to server time, epoch ms. */
  scannedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The access zone the console stands at; absent or 0: zones are not checked. */
  zoneId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type PassUseArgs = v.InferOutput<typeof PassUseArgsSchema>;

/**
 * A recorded pass decision (gate scope). `conflict` is set by the server when an ALLOW arrived for
 * a pass whose entries were already used up by earlier uses (two consoles offline at once): the
 * first use wins, both stay in the log.
 */
export const PassUseSchema = v.object({
  ...PassUseArgsSchema.entries,
  id: text(),
  passId: text(),
  reason: text(),
  guardUserId: text(),
  conflict: v.boolean(),
  holderName: text(),
  unitNo: text(),
});
export type PassUse = v.InferOutput<typeof PassUseSchema>;

// ---------------------------------------------------------------- visitor invites

export const INVITE_STATUSES = ['ACTIVE', 'REVOKED', 'EXPIRED'] as const;

/** A visitor type tile of the estate's visitor settings (spec 2 'Visitor access home'). */
export const VisitorTypeSchema = v.object({
  /** Spec: pkivisitorInviteTypeID (default 1). */
  pkivisitorInviteTypeID: v.pipe(v.number(), v.integer(), v.minValue(1)),
  tileDisplayTitle: v.pipe(text(), v.trim(), v.nonEmpty(INVITE_MESSAGES.requiredFields), v.maxLength(60)),
  tileDescription: trimmed(200),
  isDelivery: v.boolean(),
  isServiceProvider: v.boolean(),
  active: v.boolean(),
});
export type VisitorType = v.InferOutput<typeof VisitorTypeSchema>;

/** The visitor types an estate without its own list offers. */
export const DEFAULT_VISITOR_TYPES: VisitorType[] = [
  { pkivisitorInviteTypeID: 1, tileDisplayTitle: 'Visitor', tileDescription: 'Friends and family', isDelivery: false, isServiceProvider: false, active: true },
  { pkivisitorInviteTypeID: 2, tileDisplayTitle: 'Delivery', tileDescription: 'Parcels and food', isDelivery: true, isServiceProvider: false, active: true },
  {
    pkivisitorInviteTypeID: 3,
    tileDisplayTitle: 'On Demand Service',
    tileDescription: 'Plumbers, electricians, cleaners',
    isDelivery: false,
    isServiceProvider: true,
    active: true,
  },
];

/** The invite settings of an estate beside its people configuration (estate scope, one row per estate). */
export const InviteSettingsSchema = v.object({
  estateId: v.number(),
  visitorTypes: v.array(VisitorTypeSchema),
  /** Directions shown on the visitor's pass page (free text: gate, address, what to bring). */
  directions: trimmed(1000),
  /** Days after a visit ends when the visitor's name, phone and pass uses are purged (POPIA). */
  visitorRetentionDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)),
});
export type InviteSettings = v.InferOutput<typeof InviteSettingsSchema>;
export const InviteSettingsArgsSchema = v.omit(InviteSettingsSchema, ['estateId']);
export type InviteSettingsArgs = v.InferOutput<typeof InviteSettingsArgsSchema>;
export const DEFAULT_INVITE_SETTINGS: InviteSettingsArgs = { visitorTypes: DEFAULT_VISITOR_TYPES, directions: '', visitorRetentionDays: 90 };

/** A visitor invite (spec 2 'Upcoming visit' and invite preview state), synced to the unit's scope. */
export const InviteSchema = v.object({
  inviteId: text(),
  estateId: v.number(),
  unitNo: text(),
  residentUserID: text(),
  residentName: text(),
  kind: v.picklist(['visitor', 'delivery', 'serviceProvider']),
  pkivisitorInviteTypeID: v.number(),
  inviteTypeName: text(),
  visitorName: text(),
  visitorPhoneNumber: text(),
  visitorEmail: text(),
  /** 'YYYY-MM-DD HH:mm', estate time. */
  invitedDateStart: text(),
  invitedDateEnd: text(),
  dayCount: v.number(),
  multiEntry: v.boolean(),
  accessZoneIDList: text(),
  /** The regular visitor invited ('' for a one-off visitor). */
  regularVisitorId: text(),
  status: v.picklist(INVITE_STATUSES),
  createdAt: v.number(),
});
export type Invite = v.InferOutput<typeof InviteSchema>;

/**
 * `invites.create` (spec 2 visitor invite payload; works offline through the outbox). The server
 * checks the unit, the daily limit (spec 2 section 5, inside the write transaction), the phone,
 * the dates against the visitor settings and the zones, then issues the pass.
 */
export const InviteCreateArgsSchema = v.object({
  inviteId: RowId,
  estateId: v.pipe(v.number(), v.integer()),
  unitNo: UnitNoSchema,
  pkivisitorInviteTypeID: v.pipe(v.number(INVITE_MESSAGES.typeRequired), v.integer(INVITE_MESSAGES.typeRequired), v.minValue(1, INVITE_MESSAGES.typeRequired)),
  visitorName: name(INVITE_MESSAGES.requiredFields),
  visitorPhoneNumber: InvitePhoneSchema,
  visitorEmail: optionalEmail,
  invitedDateStart: InviteDateTimeSchema,
  invitedDateEnd: InviteDateTimeSchema,
  /** The validity choice (0 single day, 1 one day full, 99 fourteen days, N days). */
  dayCount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  multiEntry: v.boolean(),
  accessZoneIDList: v.pipe(ZoneIds, v.minLength(1, INVITE_MESSAGES.zoneRequired)),
  /** '' for a one-off visitor, else the regular visitor invited from /verifiedVisitor. */
  regularVisitorId: v.pipe(text(), v.regex(/^$|^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId)),
  /**
   * Made with no signal: the pass the device bound to this visitor from one of its pass tickets
   * ('EVT' text, src/domain/qr/ticket.ts). The server checks the chain and takes the ticket's
   * place in the daily limit instead of issuing a pass.
   */
  boundPass: v.optional(v.pipe(text(), v.regex(/^EVT[0-9A-Z $%*+\-./:]{1,1197}$/, INVITE_MESSAGES.ticketInvalid))),
  /** Concierge mode (spec 2 visitor unit picker): the resident a concierge invites for; absent for the caller's own. */
  userID: ActingForSchema,
});
export type InviteCreateArgs = v.InferOutput<typeof InviteCreateArgsSchema>;

/** POST API.passTickets: a device asks for pass tickets of a unit, for its binding key (32 bytes, base64url). */
export const PassTicketsArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unitNo: UnitNoSchema,
  bindPub: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{43}$/, INVITE_MESSAGES.ticketInvalid)),
});
export type PassTicketsArgs = v.InferOutput<typeof PassTicketsArgsSchema>;

/** One pass ticket as the device stores it: `ticket` is issueTicket's text; times in epoch seconds. */
export const PassTicketSchema = v.object({
  ticketId: text(),
  estateId: v.number(),
  unitNo: text(),
  ticket: text(),
  notAfter: v.number(),
});
export type PassTicket = v.InferOutput<typeof PassTicketSchema>;

/** The answer of API.passTickets: every unbound, unexpired ticket of that unit the device holds (it replaces its own). */
export const PassTicketsAnswerSchema = v.object({ tickets: v.array(PassTicketSchema) });
export type PassTicketsAnswer = v.InferOutput<typeof PassTicketsAnswerSchema>;

/** `invites.revoke` (spec: PUT vistor/revokeInvite?inviteID): the pass is refused at the next guard sync. */
export const InviteRevokeArgsSchema = v.object({ inviteId: RowId });
export type InviteRevokeArgs = v.InferOutput<typeof InviteRevokeArgsSchema>;

/** `invites.resend`: the pass link is sent again to the visitor's e-mail (when one was given). */
export const InviteResendArgsSchema = v.object({ inviteId: RowId });

// ---------------------------------------------------------------- regular visitors

export const REGULAR_VISITOR_STATUSES = ['INVITED', 'PENDING', 'APPROVED', 'DECLINED', 'REMOVED'] as const;

/**
 * A regular (verified) visitor of a unit (spec 2 'Visitor (verified/pending)'), synced to the
 * unit's scope. INVITED: the join link was sent; PENDING: they signed up and onboarded and wait
 * for the resident's approval; APPROVED: registered (the resident may send them invites).
 */
export const RegularVisitorSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  resident_userId: text(),
  /** Their account once they joined through the link ('' before). */
  visitor_userId: text(),
  firstName: text(),
  lastName: text(),
  phoneNumber: text(),
  email: text(),
  photoURL: text(),
  accessZoneIDList: text(),
  status: v.picklist(REGULAR_VISITOR_STATUSES),
  vehicleRegistrationNo: text(),
  subtextMessage1: text(),
  subtextMessage2: text(),
  subtextMessage3: text(),
  createdAt: v.number(),
});
export type RegularVisitor = v.InferOutput<typeof RegularVisitorSchema>;

/** POST create regular visitor (spec 2 'Regular visitor create'); online. Answers `InviteAnswer`. */
export const RegularVisitorCreateArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  standNo: UnitNoSchema,
  displayName: name(INVITE_MESSAGES.requiredFields),
  phoneNumber: InvitePhoneSchema,
  email: v.pipe(
    text(),
    v.trim(),
    v.nonEmpty(INVITE_MESSAGES.requiredFields),
    v.maxLength(200),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVITE_MESSAGES.requiredFields),
  ),
  accessGroups: v.pipe(ZoneIds, v.minLength(1, INVITE_MESSAGES.zoneRequired)),
});
export type RegularVisitorCreateArgs = v.InferOutput<typeof RegularVisitorCreateArgsSchema>;

/** The resident approves or declines a regular visitor who onboarded (online). */
export const RegularVisitorDecisionArgsSchema = v.object({ decision: v.picklist(['approve', 'decline']) });

/** The spec's invite answers: status, details[0].Message and (letting, regular visitors) alreadyActive. */
export type InviteAnswer = { status: 'success' | 'fail'; details: { Message: string; alreadyActive: 0 | 1; id: string }[] };

/** POST join (signed in): the invitation of the link becomes the caller's (role at the estate for regular visitors). */
export const JoinArgsSchema = v.object({ token: v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{20,64}$/, REGULAR_VISITOR_MESSAGES.joinInvalid)) });
export type JoinArgs = v.InferOutput<typeof JoinArgsSchema>;
/** What a join link is for, before signing in (public GET) and after joining. */
export type JoinInfo = {
  kind: 'regularVisitor' | 'letter';
  estateId: number;
  estateName: string;
  residentName: string;
  displayName: string;
  email: string;
  id: string;
  status: string;
};

/**
 * The 'Access onboarding' form of a regular visitor or letter (spec 2 'Onboarding record', the
 * fields this product keeps). Images are uploaded to `API.files` first. Checked in the spec's
 * order on the device (src/domain/invites.ts onboardingProblem) and again by the server.
 */
export const VisitorOnboardingArgsSchema = v.object({
  token: JoinArgsSchema.entries.token,
  firstName: optionalName,
  lastName: optionalName,
  phoneNumber: trimmed(20),
  email: trimmed(200),
  /** Letting only: under 18 skips ID, document and face. */
  under18: v.boolean(),
  documentType: v.pipe(v.number(), v.integer(), v.minValue(0)),
  idNumberOrPassportNo: trimmed(20),
  nationality: trimmed(60),
  documentPhotoURL: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, REGULAR_VISITOR_MESSAGES.captureDocument)),
  documentBackPhotoURL: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, REGULAR_VISITOR_MESSAGES.captureDocument)),
  faceImageUrl: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, REGULAR_VISITOR_MESSAGES.face)),
  vehicleRegistrationNo: trimmed(20),
  /** The registration read from the VIN disc (licence disc PDF417), '' when not scanned. */
  licencePlateNumber: trimmed(20),
  vinDiscPhotoURL: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, REGULAR_VISITOR_MESSAGES.vinDisc)),
  /** Read from the scanned document (optional: typed entry leaves them ''): 'YYYY-MM-DD', 'M' | 'F'. */
  dateOfBirth: v.optional(v.pipe(text(), v.regex(/^$|^\d{4}-\d{2}-\d{2}$/, REGULAR_VISITOR_MESSAGES.birthDate)), ''),
  gender: v.optional(v.picklist(['', 'M', 'F'], REGULAR_VISITOR_MESSAGES.gender), ''),
  documentExpiry: v.optional(v.pipe(text(), v.regex(/^$|^\d{4}-\d{2}-\d{2}$/, REGULAR_VISITOR_MESSAGES.documentExpiry)), ''),
  /** A passport's two machine-readable lines as read (the server verifies every check digit), '' when none. */
  mrz: v.optional(v.pipe(text(), v.maxLength(100)), ''),
  /** Read from the licence disc where the estate scans them. */
  vehicleMake: v.optional(trimmed(40), ''),
  vehicleModel: v.optional(trimmed(40), ''),
  vinNumber: v.optional(trimmed(30), ''),
  engineNumber: v.optional(trimmed(30), ''),
});
export type VisitorOnboardingArgs = v.InferOutput<typeof VisitorOnboardingArgsSchema>;

// ---------------------------------------------------------------- short-term letting

export const LETTER_STATUSES = ['PENDING', 'ACTIVE', 'REMOVED', 'EXPIRED'] as const;

/** A short-term letter of a letting unit (spec 2 'Short-term letter invite'), synced to the unit's scope. */
export const LetterSchema = v.object({
  inviteId: text(),
  estateId: v.number(),
  unitNo: text(),
  resident_userId: text(),
  letter_userId: text(),
  displayName: text(),
  phoneNumber: text(),
  email: text(),
  photoURL: text(),
  accessZoneIDList: text(),
  invitedDateStart: text(),
  invitedDateEnd: text(),
  multiEntry: v.boolean(),
  status: v.picklist(LETTER_STATUSES),
  subtextMessage1: text(),
  subtextMessage2: text(),
  subtextMessage3: text(),
  createdAt: v.number(),
});
export type Letter = v.InferOutput<typeof LetterSchema>;

/** POST inviteShortTermLetter (online); answers `InviteAnswer` (alreadyActive for a phone already active). */
export const LetterInviteArgsSchema = v.object({
  estateId: v.pipe(v.number(), v.integer()),
  standNo: UnitNoSchema,
  displayName: name(INVITE_MESSAGES.requiredFields),
  phoneNumber: InvitePhoneSchema,
  email: v.pipe(
    text(),
    v.trim(),
    v.nonEmpty(INVITE_MESSAGES.requiredFields),
    v.maxLength(200),
    v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, INVITE_MESSAGES.requiredFields),
  ),
  accessgroups: v.pipe(ZoneIds, v.minLength(1, LETTING_MESSAGES.zoneRequired)),
  invitedDateStart: InviteDateTimeSchema,
  invitedDateEnd: InviteDateTimeSchema,
  multiEntry: v.boolean(),
});
export type LetterInviteArgs = v.InferOutput<typeof LetterInviteArgsSchema>;

/** PUT updateLetter (spec 2 'Dates update payload'); online. */
export const LetterDatesArgsSchema = v.object({ inviteId: RowId, invitedDateStart: InviteDateTimeSchema, invitedDateEnd: InviteDateTimeSchema });
export type LetterDatesArgs = v.InferOutput<typeof LetterDatesArgsSchema>;

/** A letting guest (spec 2 'Guest creation payload (letting)'), synced to the unit's scope. */
export const LettingGuestSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  resident_userId: text(),
  /** The letter's invite the guest stays under ('' when added to the unit directly). */
  inviteId: text(),
  associateTypeId: v.number(),
  associateRelationship: text(),
  firstName: text(),
  lastName: text(),
  phoneNumber: text(),
  email: text(),
  idNumberMasked: text(),
  isMinor: v.boolean(),
  guardianFirstName: text(),
  guardianLastName: text(),
  guardianMobile: text(),
  guardianEmail: text(),
  accessZoneIDList: text(),
  associateImage: text(),
  validFrom: text(),
  validTo: text(),
  status: v.picklist(['ACTIVE', 'REMOVED']),
  createdAt: v.number(),
});
export type LettingGuest = v.InferOutput<typeof LettingGuestSchema>;

/** POST create letter guest (online; images uploaded to `API.files` first). Checked in the spec's order. */
export const LettingGuestCreateArgsSchema = v.object({
  guestId: RowId,
  estateId: v.pipe(v.number(), v.integer()),
  unitNo: UnitNoSchema,
  inviteId: v.pipe(text(), v.regex(/^$|^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId)),
  associateTypeId: v.pipe(v.number(), v.integer(), v.minValue(1, LETTING_MESSAGES.relationship)),
  firstName: name(LETTING_MESSAGES.guestFirstName),
  lastName: name(LETTING_MESSAGES.guestLastName),
  phoneNumber: trimmed(20),
  email: trimmed(200),
  passportOrIDNumber: trimmed(20),
  documentType: v.pipe(v.number(), v.integer(), v.minValue(0)),
  isMinor: v.boolean(),
  guardianFirstName: optionalName,
  guardianLastName: optionalName,
  guardianMobile: trimmed(20),
  guardianEmail: trimmed(200),
  termsAccepted: v.boolean(),
  street1: trimmed(100),
  street2: trimmed(100),
  suburb: trimmed(100),
  town: trimmed(100),
  postalCode: trimmed(10),
  accessZoneIDList: ZoneIds,
  associateImage: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, LETTING_MESSAGES.guestFailed)),
  documentFrontImage: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, LETTING_MESSAGES.guestFailed)),
  documentBackImage: v.pipe(text(), v.regex(/^$|^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, LETTING_MESSAGES.guestFailed)),
  validFrom: DateSchema,
  validTo: DateSchema,
});
export type LettingGuestCreateArgs = v.InferOutput<typeof LettingGuestCreateArgsSchema>;

// ---------------------------------------------------------------- the visitor's page (public)

/** GET /sdk/public/visit/:token: what the visitor's browser shows (no account). */
export type VisitPage = {
  estateName: string;
  directions: string;
  holderName: string;
  kind: PassKind;
  unitNo: string;
  /** 'YYYY-MM-DD HH:mm' estate time. */
  from: string;
  to: string;
  /** Epoch seconds. */
  validFrom: number;
  validTo: number;
  multiEntry: boolean;
  code: string;
  pin: string;
  status: PassStatus;
};

/** Weekly access times of an associate pass, from the 14 weekday fields. */
export function weeklyTimesText(times: Partial<Record<WeekdayTimeKey, string>>): string {
  const days: string[] = [];
  for (let i = 0; i < WEEKDAY_TIME_KEYS.length; i += 2) {
    const start = times[WEEKDAY_TIME_KEYS[i] as WeekdayTimeKey] ?? '';
    const end = times[WEEKDAY_TIME_KEYS[i + 1] as WeekdayTimeKey] ?? '';
    days.push(start && end && v.is(TimeOfDaySchema, start) && v.is(TimeOfDaySchema, end) ? `${start}-${end}` : '');
  }
  return days.every((d) => d === '') ? '' : days.join(',');
}

// ---------------------------------------------------------------- the spec's visitor invite payload

const zoneList = (value: unknown): unknown =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map(Number)
    : value;
const asBoolean = (value: unknown): unknown => (value === 0 || value === '0' ? false : value === 1 || value === '1' ? true : value);
const asNumber = (value: unknown): unknown => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value);

/**
 * The spec's visitor invite payload (estateID, accessgroups as a comma list, multiEntry 0/1, inviteType, unitNo as a
 * number) as the `invites.create` args (parse the result with `InviteCreateArgsSchema`); the app's own shape passes as
 * it is. `newInviteId` is used when the caller sent no id.
 */
export function fromWireInvite(body: unknown, newInviteId: string): Record<string, unknown> {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return {
    inviteId: raw.inviteId ?? newInviteId,
    estateId: asNumber(raw.estateId ?? raw.estateID),
    unitNo: typeof raw.unitNo === 'number' ? String(raw.unitNo) : raw.unitNo,
    pkivisitorInviteTypeID: asNumber(raw.pkivisitorInviteTypeID ?? raw.inviteType ?? 1),
    visitorName: raw.visitorName,
    visitorPhoneNumber: raw.visitorPhoneNumber,
    visitorEmail: raw.visitorEmail ?? '',
    invitedDateStart: raw.invitedDateStart,
    invitedDateEnd: raw.invitedDateEnd,
    dayCount: asNumber(raw.dayCount ?? 0),
    multiEntry: asBoolean(raw.multiEntry ?? false),
    accessZoneIDList: zoneList(raw.accessZoneIDList ?? raw.accessgroups ?? raw.accessGroups),
    regularVisitorId: raw.regularVisitorId ?? '',
    // The spec's residentUserID: the resident a concierge invites for (the caller's own id otherwise).
    userID: raw.userID ?? raw.residentUserID,
  };
}

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const invitesTables = {
  inviteSettings: syncedTable(InviteSettingsSchema, 'estateId'),
  invites: syncedTable(InviteSchema, 'inviteId'),
  passes: syncedTable(PassSchema, 'id'),
  gatePasses: syncedTable(GatePassSchema, 'id'),
  passUses: syncedTable(PassUseSchema, 'id'),
  regularVisitors: syncedTable(RegularVisitorSchema, 'id'),
  letters: syncedTable(LetterSchema, 'inviteId'),
  lettingGuests: syncedTable(LettingGuestSchema, 'id'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const invitesMutations = {
  'invites.create': InviteCreateArgsSchema,
  'invites.revoke': InviteRevokeArgsSchema,
  'invites.resend': InviteResendArgsSchema,
  'passes.recordUse': PassUseArgsSchema,
};

type InvitesTables = typeof invitesTables;
type InvitesMutations = typeof invitesMutations;
declare module './registry' {
  interface SyncedTableRegistry extends InvitesTables {}
  interface MutationRegistry extends InvitesMutations {}
}
