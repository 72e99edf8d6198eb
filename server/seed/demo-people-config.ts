import type { AccessZone, AssociateTypeGroup, DocumentType, PeopleConfigArgs, VisitorSettings, WizardBlock, WizardConfig } from '../../src/contract/people';

/**
 * The people configuration (spec 2 sections 3 and 9) a new estate starts with, and the demo
 * estates' own sets. Both are plain data checked against `PeopleConfigArgsSchema` by the tests;
 * the people module stores them per estate and the estate manager edits them afterwards.
 */

/** The spec's default document types (spec 2 section 3); the licence and the smart card have a back. */
const DOCUMENT_TYPES: DocumentType[] = [
  { DocumentTypeId: 1, DocumentType: 'Drivers License', needsBack: true, enabled: true },
  { DocumentTypeId: 2, DocumentType: 'Smart ID Card', needsBack: true, enabled: true },
  { DocumentTypeId: 3, DocumentType: 'Green Bar-coded ID Book', needsBack: false, enabled: true },
  { DocumentTypeId: 4, DocumentType: 'Passport', needsBack: false, enabled: true },
  { DocumentTypeId: 5, DocumentType: 'Foreign Passport', needsBack: false, enabled: true },
];

/** Associate types and their relationships; ids are unique across the groups. */
const ASSOCIATE_TYPES: AssociateTypeGroup[] = [
  {
    associateType: 'Family Member',
    description: 'People of your household who live at the unit',
    priority: 1,
    enabled: true,
    relationships: [
      { associateTypeId: 1, associateRelationship: 'Spouse' },
      { associateTypeId: 2, associateRelationship: 'Parent' },
      { associateTypeId: 3, associateRelationship: 'Adult Child' },
      { associateTypeId: 4, associateRelationship: 'Owner - Minor Child (Under 16)' },
    ],
  },
  {
    associateType: 'Primary Tenant',
    description: 'The tenant renting the unit and their children',
    priority: 2,
    enabled: true,
    relationships: [
      { associateTypeId: 5, associateRelationship: 'Primary Tenant' },
      { associateTypeId: 6, associateRelationship: 'Tenant - Minor Child (Under 16)' },
    ],
  },
  {
    associateType: 'Staff',
    description: 'People who work at the unit',
    priority: 3,
    enabled: true,
    relationships: [
      { associateTypeId: 7, associateRelationship: 'Domestic Worker' },
      { associateTypeId: 8, associateRelationship: 'Domestic Worker (live in)' },
      { associateTypeId: 9, associateRelationship: 'Gardener' },
      { associateTypeId: 10, associateRelationship: 'Nanny' },
      { associateTypeId: 11, associateRelationship: 'Driver' },
    ],
  },
];

/** The access day options of spec 2 section 9: 0 single day, 1 one full day, 99 up to 14 days, a count of days. */
const ACCESS_DAY_OPTIONS: VisitorSettings['accessDayOptions'] = [
  { name: 'Single Day', value: 0, active: true },
  { name: 'One Day (Full)', value: 1, active: true },
  { name: 'Up to 14 Days', value: 99, active: true },
  { name: 'One Week', value: 7, active: true },
];

const VISITOR_SETTINGS: VisitorSettings = {
  verifiedVisitorModalHeading: 'Visitor at the gate',
  verifiedVisitorApproveModalText: 'Approve this visitor? The guard will let them in.',
  verifiedVisitorDeclineModalText: 'Decline this visitor? The guard will not let them in.',
  inviteMultiEntryEnabled: true,
  multiDayAccess: true,
  accessDayOptions: ACCESS_DAY_OPTIONS,
  customDayMax: 1,
  regularVisitorDocTypes: [1, 2, 3, 4, 5],
  regularVisitorVinScan: false,
  shortTermLettingMultiDayAccess: true,
  shortTermLettingAccessDayOptions: ACCESS_DAY_OPTIONS,
  lettingCustomDayMax: 3,
};

const block = (style: WizardBlock['style'], text: string, rank: number): WizardBlock => ({ style, text, url: '', rank });

const WIZARD: WizardConfig = {
  wizardInfoScreen: [
    block('heading', 'Before you start', 1),
    block(
      'text',
      'We will take a photo of your face and, if you choose, of your identity document. The guard sees your photo beside your name at the gate, so you can be let in quickly.',
      2,
    ),
    block('break', '', 3),
    block('subHeading', 'What you need', 4),
    block(
      'text',
      'A well-lit spot, your phone with its camera, and your ID, driving licence or passport if you want to add it. It takes about two minutes.',
      5,
    ),
  ],
  wizardSlides: [
    {
      key: 'stepOne',
      enabled: true,
      blocks: [block('captionHeading', 'Find good light', 1), block('caption', 'Face a window or a lamp. Avoid bright light behind you.', 2)],
    },
    {
      key: 'stepTwo',
      enabled: true,
      blocks: [
        block('captionHeading', 'Show your whole face', 1),
        block('caption', 'Take off glasses, hats and face masks, and keep your face in the centre of the frame.', 2),
      ],
    },
    {
      key: 'stepThree',
      enabled: true,
      blocks: [
        block('captionHeading', 'Hold still', 1),
        block('caption', 'Hold the phone at eye level and look straight at the camera when you take the photo.', 2),
      ],
    },
    {
      key: 'stepFour',
      enabled: true,
      blocks: [
        block('captionHeading', 'Capturing a document', 1),
        block(
          'caption',
          'Lay the document flat on a dark surface so that all four corners are in the picture and the text is sharp. A driving licence and a smart ID card need the front and the back.',
          2,
        ),
      ],
    },
    {
      key: 'stepFive',
      enabled: true,
      blocks: [
        block('captionHeading', 'Your information is protected', 1),
        block(
          'caption',
          'Your photo and document are kept privately. Only you, the estate management and the estate security see them, and each view of your document is recorded.',
          2,
        ),
      ],
    },
  ],
  wizardCompletedScreen: [
    block('heading', 'You are ready', 1),
    block('text', 'Next, the camera opens. Take the photo of your face; you can retake it until you are happy with it.', 2),
  ],
  regularVisitExistsMsg: 'This person is already registered as a regular visitor at your unit.',
};

const zone = (id: number, accessZoneName: string, kind: AccessZone['kind'], allowContDelivery = false): AccessZone => ({
  id,
  accessZoneName,
  kind,
  allowContDelivery,
  active: true,
});

/** What a new estate starts with (the estate manager edits it in the manager console). */
export const DEFAULT_PEOPLE_CONFIG: PeopleConfigArgs = {
  associateTypes: ASSOCIATE_TYPES,
  documentTypes: DOCUMENT_TYPES,
  accessZones: [zone(1, 'Main Gate', 'estate', true), zone(2, 'Main Gate', 'regularVisitor', true), zone(3, 'Main Gate', 'letting', true)],
  visitorSettings: VISITOR_SETTINGS,
  wizard: WIZARD,
  limits: { associatesPerUnit: 5, visitorsPerDay: 10, guestsPerLettingUnit: 6, retentionDays: 30 },
};

/** The demo estates' configurations: Willow Creek (91) and Baobab Ridge (92). */
export const DEMO_PEOPLE_CONFIG: Record<number, PeopleConfigArgs> = {
  91: {
    ...DEFAULT_PEOPLE_CONFIG,
    accessZones: [
      zone(1, 'Main Gate', 'estate', true),
      zone(2, 'Clubhouse', 'estate'),
      zone(3, 'Lagoon', 'estate'),
      zone(4, 'Gym Floor', 'estate'),
      zone(5, 'Main Gate', 'regularVisitor', true),
      zone(6, 'Main Gate', 'letting', true),
      zone(7, 'Lagoon', 'letting'),
    ],
  },
  92: {
    ...DEFAULT_PEOPLE_CONFIG,
    // Baobab Ridge's own gates and a smaller household allowance.
    accessZones: [
      zone(1, 'North Gate', 'estate', true),
      zone(2, 'Baobab Hall', 'estate'),
      zone(3, 'Ridge Trail', 'estate'),
      zone(4, 'North Gate', 'regularVisitor', true),
      zone(5, 'North Gate', 'letting', true),
    ],
    limits: { ...DEFAULT_PEOPLE_CONFIG.limits, associatesPerUnit: 4, visitorsPerDay: 8 },
  },
};
