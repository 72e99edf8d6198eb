import * as v from 'valibot';
import { syncedTable } from './registry';
import { ERROR_MESSAGES } from '../i18n/en/errors';
import { ASSOCIATE_MESSAGES, PEOPLE_CONFIG_MESSAGES, REQUEST_MESSAGES } from '../i18n/en/people';
import { text } from './text';

/**
 * People at a unit (spec 2 sections 2-5, 7): the units a user holds with their allowances, the
 * estate's people configuration (associate types, document types, access zones, visitor
 * settings, onboarding wizard, limits), associates, and requests to the estate manager. Field
 * names follow the spec at this edge.
 */

const RowId = v.pipe(text(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId));
const trimmed = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max));
/** 'YYYY-MM-DD'. */
export const DateSchema = v.pipe(text(), v.regex(/^\d{4}-\d{2}-\d{2}$/, ASSOCIATE_MESSAGES.validity));
/** 'HH:mm' or '' (no access that day). */
export const TimeOfDaySchema = v.pipe(text(), v.regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, ASSOCIATE_MESSAGES.accessTimes));
/** A unit number as estates write them: letters, digits, space, dash, slash. */
export const UnitNoSchema = v.pipe(text(), v.trim(), v.regex(/^[A-Za-z0-9][A-Za-z0-9 /-]{0,19}$/, ASSOCIATE_MESSAGES.unitNotHeld));

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeekdayTimeKey = `${Weekday}${'Start' | 'End'}Time`;
export const WEEKDAY_TIME_KEYS = WEEKDAYS.flatMap((day) => [`${day}StartTime`, `${day}EndTime`] as const) as readonly WeekdayTimeKey[];
/** The 14 per-weekday access fields of the spec (MondayStartTime ... SundayEndTime), each 'HH:mm' or ''. */
const weekdayTimeEntries = Object.fromEntries(WEEKDAY_TIME_KEYS.map((key) => [key, TimeOfDaySchema])) as Record<WeekdayTimeKey, typeof TimeOfDaySchema>;
export type WeekdayTimes = Record<WeekdayTimeKey, string>;

// ---------------------------------------------------------------- units

/**
 * One unit at an estate with its allowances (spec 2 unit tile), synced to the unit's scope (every
 * holder and the delegate) and the estate managers. Which units a user holds comes from their
 * roles (`userRoles.unitNo`); the property lines come from their address with that stand number.
 */
export const UnitSchema = v.object({
  /** `${estateId}:${unitNo}`. */
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  standNo: text(),
  isLettingUnit: v.boolean(),
  /** Maximum associates linked to the unit (estate default or the unit's own). */
  noOfAssociatesPerUnit: v.number(),
  /** Active associates linked to the unit now. */
  associatesCount: v.number(),
  /** Visitor invites per day (spec: allowedVisitors, noOfVisitorInvitesPerUnit). */
  allowedVisitors: v.number(),
  /** The day `visitorInvitesUsed` counts ('YYYY-MM-DD', estate time); another day means none used yet. */
  visitorInvitesDay: text(),
  visitorInvitesUsed: v.number(),
  /** Letting units: guests allowed at once. */
  maxGuests: v.number(),
  guestsCount: v.number(),
  /** The manager's details (issue 25): optional so rows published before them still read ('' and false). */
  block: v.optional(text(), ''),
  /** One of UNIT_TYPES (src/contract/units.ts) or ''. */
  unitType: v.optional(text(), ''),
  /** Archived: no new members or invites; its people's history stays. */
  archived: v.optional(v.boolean(), false),
});
export type Unit = v.InferOutput<typeof UnitSchema>;

/** The estate manager sets a unit's maxima and letting flag (PUT, online). */
export const UnitLimitsArgsSchema = v.object({
  unitNo: UnitNoSchema,
  standNo: trimmed(20),
  isLettingUnit: v.boolean(),
  noOfAssociatesPerUnit: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  allowedVisitors: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500)),
  maxGuests: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export type UnitLimitsArgs = v.InferOutput<typeof UnitLimitsArgsSchema>;

// ---------------------------------------------------------------- estate configuration

export const AssociateRelationshipSchema = v.object({
  associateTypeId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  associateRelationship: v.pipe(text(), v.trim(), v.nonEmpty(PEOPLE_CONFIG_MESSAGES.invalid), v.maxLength(80)),
});

/** An associate-type tile (spec: associate-types location) and the relationships it offers. */
export const AssociateTypeGroupSchema = v.object({
  /** e.g. 'Family Member', 'Primary Tenant', 'Staff'. */
  associateType: v.pipe(text(), v.trim(), v.nonEmpty(PEOPLE_CONFIG_MESSAGES.invalid), v.maxLength(60)),
  description: trimmed(200),
  priority: v.pipe(v.number(), v.integer()),
  enabled: v.boolean(),
  relationships: v.array(AssociateRelationshipSchema),
});
export type AssociateTypeGroup = v.InferOutput<typeof AssociateTypeGroupSchema>;

export const DocumentTypeSchema = v.object({
  DocumentTypeId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  DocumentType: v.pipe(text(), v.trim(), v.nonEmpty(PEOPLE_CONFIG_MESSAGES.invalid), v.maxLength(60)),
  /** A picture of the back is required too (Drivers License). */
  needsBack: v.boolean(),
  enabled: v.boolean(),
});
export type DocumentType = v.InferOutput<typeof DocumentTypeSchema>;

export const ACCESS_ZONE_KINDS = ['estate', 'regularVisitor', 'letting'] as const;
export const AccessZoneSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  accessZoneName: v.pipe(text(), v.trim(), v.nonEmpty(PEOPLE_CONFIG_MESSAGES.invalid), v.maxLength(60)),
  /** Which list the zone belongs to: estate zones (associates), regular visitors, letting. */
  kind: v.picklist(ACCESS_ZONE_KINDS),
  /** Shown to contractor (delivery, on-demand) invites. */
  allowContDelivery: v.boolean(),
  active: v.boolean(),
});
export type AccessZone = v.InferOutput<typeof AccessZoneSchema>;

export const AccessDayOptionSchema = v.object({
  name: v.pipe(text(), v.trim(), v.nonEmpty(PEOPLE_CONFIG_MESSAGES.invalid), v.maxLength(40)),
  /** 0 single day, 1 one full day, 99 up to 14 days, other numbers a count of days. */
  value: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  active: v.boolean(),
});

export const VisitorSettingsSchema = v.object({
  verifiedVisitorModalHeading: trimmed(120),
  verifiedVisitorApproveModalText: trimmed(400),
  verifiedVisitorDeclineModalText: trimmed(400),
  inviteMultiEntryEnabled: v.boolean(),
  multiDayAccess: v.boolean(),
  accessDayOptions: v.array(AccessDayOptionSchema),
  /** Months ahead an invite may end (default 1). */
  customDayMax: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  regularVisitorDocTypes: v.array(v.number()),
  regularVisitorVinScan: v.boolean(),
  shortTermLettingMultiDayAccess: v.boolean(),
  shortTermLettingAccessDayOptions: v.array(AccessDayOptionSchema),
  /** Months ahead a letting invite may end (default 3). */
  lettingCustomDayMax: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
});
export type VisitorSettings = v.InferOutput<typeof VisitorSettingsSchema>;

export const WIZARD_BLOCK_STYLES = ['heading', 'subHeading', 'text', 'break', 'image', 'caption', 'captionHeading'] as const;
export const WizardBlockSchema = v.object({
  style: v.picklist(WIZARD_BLOCK_STYLES),
  text: trimmed(1000),
  /** For images: an https URL or a stored file's URL. */
  url: trimmed(500),
  rank: v.pipe(v.number(), v.integer()),
});
export type WizardBlock = v.InferOutput<typeof WizardBlockSchema>;

export const WizardSlideSchema = v.object({
  key: v.picklist(['stepOne', 'stepTwo', 'stepThree', 'stepFour', 'stepFive', 'stepSix']),
  enabled: v.boolean(),
  blocks: v.array(WizardBlockSchema),
});
export type WizardSlide = v.InferOutput<typeof WizardSlideSchema>;

export const WizardConfigSchema = v.object({
  wizardInfoScreen: v.array(WizardBlockSchema),
  /** Up to six slides (spec 2 section 9). */
  wizardSlides: v.pipe(v.array(WizardSlideSchema), v.maxLength(6, PEOPLE_CONFIG_MESSAGES.tooManySlides)),
  wizardCompletedScreen: v.array(WizardBlockSchema),
  regularVisitExistsMsg: trimmed(400),
});
export type WizardConfig = v.InferOutput<typeof WizardConfigSchema>;

export const PeopleLimitsSchema = v.object({
  /** Estate default; a unit may have its own. */
  associatesPerUnit: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  visitorsPerDay: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500)),
  guestsPerLettingUnit: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  /** Days after an associate's removal when their images and ID number are purged (POPIA). */
  retentionDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650)),
});
export type PeopleLimits = v.InferOutput<typeof PeopleLimitsSchema>;

/** The estate's live people configuration, one synced record per estate (estate scope). */
export const PeopleConfigSchema = v.object({
  estateId: v.number(),
  associateTypes: v.array(AssociateTypeGroupSchema),
  documentTypes: v.array(DocumentTypeSchema),
  accessZones: v.array(AccessZoneSchema),
  visitorSettings: VisitorSettingsSchema,
  wizard: WizardConfigSchema,
  limits: PeopleLimitsSchema,
});
export type PeopleConfig = v.InferOutput<typeof PeopleConfigSchema>;

/**
 * What an estate without a configuration of its own has: nothing to choose from yet (the estate
 * manager sets it up in the manager console), the spec's months ahead for invites (1, letting 3)
 * and the default limits. The server answers it; the console's editor starts from it.
 */
export const UNCONFIGURED_PEOPLE_CONFIG = {
  associateTypes: [],
  documentTypes: [],
  accessZones: [],
  visitorSettings: {
    verifiedVisitorModalHeading: '',
    verifiedVisitorApproveModalText: '',
    verifiedVisitorDeclineModalText: '',
    inviteMultiEntryEnabled: false,
    multiDayAccess: false,
    accessDayOptions: [],
    customDayMax: 1,
    regularVisitorDocTypes: [],
    regularVisitorVinScan: false,
    shortTermLettingMultiDayAccess: false,
    shortTermLettingAccessDayOptions: [],
    lettingCustomDayMax: 3,
  },
  wizard: { wizardInfoScreen: [], wizardSlides: [], wizardCompletedScreen: [], regularVisitExistsMsg: '' },
  limits: { associatesPerUnit: 5, visitorsPerDay: 10, guestsPerLettingUnit: 6, retentionDays: 30 },
} as const satisfies Omit<PeopleConfig, 'estateId'>;

/** What the estate manager sends to replace the configuration (PUT, online); the estate comes from the query. */
export const PeopleConfigArgsSchema = v.omit(PeopleConfigSchema, ['estateId']);
export type PeopleConfigArgs = v.InferOutput<typeof PeopleConfigArgsSchema>;

// ---------------------------------------------------------------- associates

export const IMAGE_FIELDS = ['face', 'documentFront', 'documentBack'] as const;
export type AssociateImageField = (typeof IMAGE_FIELDS)[number];

/**
 * An associate (spec 2 section 3), synced to the unit's scope. The full ID number and the
 * document images are not in the row: the owner, the delegate and the estate's staff read them
 * through a call that logs each view (`API.associateIdentity`, `API.associateImage`).
 */
export const AssociateSchema = v.object({
  pkiAssociateID: text(),
  estateId: v.number(),
  unitNo: text(),
  /** The resident who owns the record (for a delegate's addition, the resident who delegated). */
  resident_userId: text(),
  fkiAssociateTypeID: v.number(),
  associateType: text(),
  associateRelationship: text(),
  firstName: text(),
  lastName: text(),
  phoneNumber: text(),
  email: text(),
  /** Last four characters only ('' when none was given). */
  idNumberMasked: text(),
  isMinor: v.boolean(),
  guardianFirstName: text(),
  guardianLastName: text(),
  guardianMobile: text(),
  guardianEmail: text(),
  addressLine1: text(),
  addressLine2: text(),
  suburb: text(),
  town: text(),
  postalCode: text(),
  /** Comma-separated zone ids (spec: accessZoneIDList). */
  accessZoneIDList: text(),
  ...weekdayTimeEntries,
  validFrom: text(),
  validTo: text(),
  documentType: v.number(),
  hasDocumentFront: v.boolean(),
  hasDocumentBack: v.boolean(),
  /** The face photo's URL (served to the unit's people and the estate's gate staff), '' when none. */
  associateImage: text(),
  faceOnboardingComplete: v.boolean(),
  /** 1 = the unit's Associate Delegate, 0 otherwise (spec: delegateAssociate). */
  delegateAssociate: v.number(),
  /** The delegate's own account, once one with the associate's e-mail exists ('' otherwise). */
  delegateUserId: text(),
  createdAt: v.number(),
});
export type Associate = v.InferOutput<typeof AssociateSchema>;

/** The consent a resident records for another person before their face or ID is captured (POPIA). */
export const ConsentArgsSchema = v.object({
  consentId: RowId,
  /** The version of the consent text shown (`CONSENT_VERSION`). */
  version: trimmed(20),
  acceptedAt: v.number(),
});
export type ConsentArgs = v.InferOutput<typeof ConsentArgsSchema>;

/** `associates.create` (spec 2 associate creation payload; images follow with `associates.setImage`). */
export const AssociateCreateArgsSchema = v.object({
  associateId: RowId,
  estateId: v.number(),
  unitNo: UnitNoSchema,
  associateTypeId: v.pipe(v.number(), v.integer(), v.minValue(1, ASSOCIATE_MESSAGES.relationshipRequired)),
  firstName: v.pipe(text(), v.trim(), v.nonEmpty(ASSOCIATE_MESSAGES.firstNameRequired), v.maxLength(100)),
  lastName: v.pipe(text(), v.trim(), v.nonEmpty(ASSOCIATE_MESSAGES.lastNameRequired), v.maxLength(100)),
  phoneNumber: v.pipe(text(), v.trim(), v.regex(/^$|^\+?[0-9]{10,15}$/, ASSOCIATE_MESSAGES.mobileInvalid)),
  email: v.pipe(text(), v.trim(), v.maxLength(200), v.regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, ASSOCIATE_MESSAGES.failed)),
  passportOrIDNumber: v.pipe(text(), v.trim(), v.maxLength(20)),
  documentType: v.pipe(v.number(), v.integer(), v.minValue(0)),
  isMinor: v.boolean(),
  guardianFirstName: trimmed(100),
  guardianLastName: trimmed(100),
  guardianMobile: v.pipe(text(), v.trim(), v.regex(/^$|^\+?[0-9]{10,15}$/, ASSOCIATE_MESSAGES.guardianRequired)),
  guardianEmail: v.pipe(text(), v.trim(), v.maxLength(200)),
  termsAccepted: v.boolean(),
  street1: trimmed(100),
  street2: trimmed(100),
  suburb: trimmed(100),
  town: trimmed(100),
  postalCode: trimmed(10),
  accessZoneIDList: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(50)),
  ...weekdayTimeEntries,
  validFrom: DateSchema,
  validTo: DateSchema,
  /** 'My associate will do this later' (spec 2 section 4). */
  faceDeferred: v.boolean(),
  /** Required when an ID number is given or any image will follow. */
  consent: v.nullable(ConsentArgsSchema),
});
export type AssociateCreateArgs = v.InferOutput<typeof AssociateCreateArgsSchema>;

/** `associates.setImage`: a photo uploaded to `API.files` becomes the associate's face or document image. */
export const AssociateImageArgsSchema = v.object({
  associateId: RowId,
  field: v.picklist(IMAGE_FIELDS),
  url: v.pipe(text(), v.regex(/^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, ASSOCIATE_MESSAGES.imageNotYours)),
});
export type AssociateImageArgs = v.InferOutput<typeof AssociateImageArgsSchema>;

/**
 * `associates.update` (UPDATE ASSOCIATE on the access-term screen): an existing associate's access
 * term, the dates and the 14 weekday times; the rest of the associate stays as it is.
 */
export const AssociateUpdateArgsSchema = v.object({
  associateId: RowId,
  ...weekdayTimeEntries,
  validFrom: DateSchema,
  validTo: DateSchema,
});
export type AssociateUpdateArgs = v.InferOutput<typeof AssociateUpdateArgsSchema>;

/** `associates.setDelegate`: make an adult associate the unit's delegate while none is loaded. */
export const AssociateDelegateArgsSchema = v.object({ associateId: RowId });
export type AssociateDelegateArgs = v.InferOutput<typeof AssociateDelegateArgsSchema>;

// ---------------------------------------------------------------- requests to the estate manager

export const REQUEST_KINDS = ['removal', 'moreAssociates', 'delegateChange', 'moreGuests'] as const;
export type UnitRequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;

/** A request to the estate manager, synced to the unit's scope and the estate's managers. */
export const UnitRequestSchema = v.object({
  id: text(),
  estateId: v.number(),
  unitNo: text(),
  kind: v.picklist(REQUEST_KINDS),
  /** The associate concerned ('' for more associates). */
  associateId: text(),
  associateName: text(),
  requestedBy: text(),
  requestedByName: text(),
  status: v.picklist(REQUEST_STATUSES),
  reason: text(),
  createdAt: v.number(),
  decidedAt: v.number(),
});
export type UnitRequest = v.InferOutput<typeof UnitRequestSchema>;

/** `people.request`: removal, more associates, or a delegate change. */
export const UnitRequestArgsSchema = v.object({
  requestId: RowId,
  kind: v.picklist(REQUEST_KINDS),
  estateId: v.number(),
  unitNo: UnitNoSchema,
  associateId: v.pipe(text(), v.regex(/^$|^[A-Za-z0-9_-]{8,64}$/, ERROR_MESSAGES.invalidId)),
});
export type UnitRequestArgs = v.InferOutput<typeof UnitRequestArgsSchema>;

/** The estate manager's answer (POST, online). */
export const RequestDecisionArgsSchema = v.pipe(
  v.object({
    decision: v.picklist(['approve', 'decline']),
    reason: trimmed(500),
  }),
  v.check((args) => args.decision === 'approve' || args.reason.length > 0, REQUEST_MESSAGES.reasonRequired),
);
export type RequestDecisionArgs = v.InferOutput<typeof RequestDecisionArgsSchema>;

// ---------------------------------------------------------------- the user's own identity onboarding

/** `onboarding.complete`: the user's own face (self flow of /accessonboarding), after consent. */
export const OwnOnboardingArgsSchema = v.object({
  faceUrl: v.pipe(text(), v.regex(/^\/sdk\/files\/[A-Za-z0-9_-]{8,64}$/, ASSOCIATE_MESSAGES.imageNotYours)),
  consent: ConsentArgsSchema,
});
export type OwnOnboardingArgs = v.InferOutput<typeof OwnOnboardingArgsSchema>;

/**
 * A person's onboarding face for the gate (spec 2: shown to the guard beside the name for a human
 * match), synced to the `gate:` scope of each estate where they hold a role. The image itself is
 * read through `API.associateImage(userId, 'face')`, which answers the gate staff of those estates.
 */
export const GateFaceSchema = v.object({
  /** `${estateId}:${userId}`. */
  id: text(),
  estateId: v.number(),
  userId: text(),
  faceURL: text(),
});
export type GateFace = v.InferOutput<typeof GateFaceSchema>;

/** The version of the consent text (`onboarding.consent.*` in src/i18n/en/onboarding.ts); bump when it changes. */
export const CONSENT_VERSION = '2026-11';

// ---------------------------------------------------------------- sync declarations

/** The synced tables of this area (Dexie table names and the change log's `tbl`). */
export const peopleTables = {
  units: syncedTable(UnitSchema, 'id'),
  peopleConfig: syncedTable(PeopleConfigSchema, 'estateId'),
  associates: syncedTable(AssociateSchema, 'pkiAssociateID'),
  unitRequests: syncedTable(UnitRequestSchema, 'id'),
  gateFaces: syncedTable(GateFaceSchema, 'id'),
};
/** The named mutations of this area a client may push; args are checked by these schemas on both sides. */
export const peopleMutations = {
  'associates.create': AssociateCreateArgsSchema,
  'associates.setImage': AssociateImageArgsSchema,
  'associates.update': AssociateUpdateArgsSchema,
  'associates.setDelegate': AssociateDelegateArgsSchema,
  'people.request': UnitRequestArgsSchema,
  'onboarding.complete': OwnOnboardingArgsSchema,
};

type PeopleTables = typeof peopleTables;
type PeopleMutations = typeof peopleMutations;
declare module './registry' {
  interface SyncedTableRegistry extends PeopleTables {}
  interface MutationRegistry extends PeopleMutations {}
}
