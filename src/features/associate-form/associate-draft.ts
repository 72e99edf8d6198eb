import type { AssociateTypeGroup, ConsentArgs, PeopleConfig, WeekdayTimes } from '../../contract/people';
import { db } from '../../db/db';
import {
  firstDayBlocks,
  isMinorRelationship,
  needsAddress,
  normalisePhone,
  validityDates,
  type AssociateFormInput,
  type DayBlock,
} from '../../domain/associates';
import { newRowId } from '../../sync/mutate';
import { prepareImageForUpload } from '../../app/photo-files';
import { createAssociate, type AssociateCreateInput, type AssociateImages, type Outcome } from '../../app/associates.api';

/*
 * The add-associate form lives in db.drafts (key 'associate-create') from the first field on,
 * so leaving for the face capture (/associates/accessonboarding) or the access-term screen and
 * coming back, or a reload, keeps everything: the fields, the consent, the pictures.
 */

export const DRAFT_KEY = 'associate-create';
/** Where the onboarding screens leave the associate's face: `{ blob, capturedAt }`. */
export const FACE_DRAFT_KEY = 'onboarding:associate-face';

/** The form's own fields (the checks' input less what the pictures and the group tell). */
export type DraftFields = Omit<AssociateFormInput, 'associateType' | 'faceDone' | 'hasDocumentFront' | 'hasDocumentBack'> & { parentIsOwner: boolean };

/** The access-term screen's choice: 24-hour or day blocks, and the access dates when the resident changed them (else today to one year). */
export type AccessChoice = { mode: 'allDay' | 'days'; blocks: DayBlock[]; validFrom?: string; validTo?: string };

export type AssociateDraft = {
  estateId: number;
  unitNo: string;
  /** The associate-type group chosen on /associates/type. */
  associateType: string;
  fields: DraftFields;
  consent: ConsentArgs | null;
  face?: Blob;
  documentFront?: Blob;
  documentBack?: Blob;
  /** When the resident left for the face capture: a face captured earlier belongs to someone else. */
  faceRequestedAt: number;
  access: AccessChoice;
};

export function blankFields(group: AssociateTypeGroup | undefined, config: PeopleConfig | null | undefined): DraftFields {
  const firstDocument = config?.documentTypes.find((d) => d.enabled);
  // A group with one relationship (e.g. Primary Tenant) has it chosen already.
  const only = group?.relationships.length === 1 ? group.relationships[0] : undefined;
  return {
    associateTypeId: only?.associateTypeId ?? 0,
    relationship: only?.associateRelationship ?? '',
    documentTypeId: firstDocument?.DocumentTypeId ?? 0,
    idNumber: '',
    mobile: '',
    email: '',
    firstName: '',
    lastName: '',
    guardianFirstName: '',
    guardianLastName: '',
    guardianMobile: '',
    guardianEmail: '',
    parentIsOwner: false,
    termsAccepted: false,
    street1: '',
    street2: '',
    suburb: '',
    town: '',
    postalCode: '',
    zoneIds: [],
    faceDeferred: false,
  };
}

export function newDraft(estateId: number, unitNo: string, group: AssociateTypeGroup | undefined, config: PeopleConfig | null | undefined): AssociateDraft {
  return {
    estateId,
    unitNo,
    associateType: group?.associateType ?? '',
    fields: blankFields(group, config),
    consent: null,
    faceRequestedAt: 0,
    access: { mode: 'allDay', blocks: firstDayBlocks() },
  };
}

export async function readDraft(): Promise<AssociateDraft | null> {
  return ((await db.drafts.get(DRAFT_KEY))?.value as AssociateDraft | undefined) ?? null;
}

export async function saveDraft(draft: AssociateDraft): Promise<void> {
  await db.drafts.put({ key: DRAFT_KEY, value: draft, savedAt: Date.now() });
}

/** Changes the stored draft (read and written in one transaction, so quick edits never undo each other). */
export async function updateDraft(change: (draft: AssociateDraft) => AssociateDraft): Promise<void> {
  await db.transaction('rw', db.drafts, async () => {
    const draft = await readDraft();
    if (draft) await saveDraft(change(draft));
  });
}

export async function clearDraft(): Promise<void> {
  await db.drafts.delete(DRAFT_KEY);
}

/**
 * A picture as it is kept and uploaded: resized, re-encoded as JPEG and stripped of metadata
 * (no EXIF). The camera's pictures are canvas JPEGs already; one the browser cannot decode is
 * kept as it is (the server refuses what is not an image).
 */
export async function preparePicture(blob: Blob): Promise<Blob> {
  return prepareImageForUpload(blob).catch(() => blob);
}

/**
 * Takes the face the onboarding screens left for the associate flow into the draft, if it was
 * captured after the resident left for it; an older one is dropped.
 */
export async function adoptCapturedFace(): Promise<void> {
  const row = await db.drafts.get(FACE_DRAFT_KEY);
  if (!row) return;
  const value = row.value as { blob?: unknown; capturedAt?: unknown } | undefined;
  const draft = await readDraft();
  const blob = value?.blob instanceof Blob ? value.blob : undefined;
  const capturedAt = typeof value?.capturedAt === 'number' ? value.capturedAt : 0;
  if (blob && draft && draft.faceRequestedAt > 0 && capturedAt >= draft.faceRequestedAt) {
    const face = await preparePicture(blob);
    await updateDraft((d) => ({ ...d, face, fields: { ...d.fields, faceDeferred: false } }));
  }
  await db.drafts.delete(FACE_DRAFT_KEY);
}

/** What the form decided, as `associates.create` takes it (the contract trims and checks it), and the pictures that follow. */
export function draftToCreate(
  draft: AssociateDraft,
  associateId: string,
  times: WeekdayTimes,
  today: Date = new Date(),
): { input: AssociateCreateInput; images: AssociateImages } {
  const f = draft.fields;
  const minor = isMinorRelationship(f.relationship);
  const address = needsAddress(draft.associateType, f.relationship);
  const face = !f.faceDeferred ? draft.face : undefined;
  const input: AssociateCreateInput = {
    associateId,
    estateId: draft.estateId,
    unitNo: draft.unitNo,
    associateTypeId: f.associateTypeId,
    firstName: f.firstName,
    lastName: f.lastName,
    phoneNumber: minor ? '' : normalisePhone(f.mobile),
    email: minor ? '' : f.email,
    passportOrIDNumber: minor ? '' : f.idNumber,
    documentType: minor ? 0 : f.documentTypeId,
    isMinor: minor,
    guardianFirstName: minor ? f.guardianFirstName : '',
    guardianLastName: minor ? f.guardianLastName : '',
    guardianMobile: minor ? normalisePhone(f.guardianMobile) : '',
    guardianEmail: minor ? f.guardianEmail : '',
    termsAccepted: minor && f.termsAccepted,
    street1: address ? f.street1 : '',
    street2: address ? f.street2 : '',
    suburb: address ? f.suburb : '',
    town: address ? f.town : '',
    postalCode: address ? f.postalCode : '',
    accessZoneIDList: [...f.zoneIds],
    ...times,
    ...validityDates(today),
    ...(draft.access.validFrom && draft.access.validTo ? { validFrom: draft.access.validFrom, validTo: draft.access.validTo } : {}),
    faceDeferred: f.faceDeferred,
    consent: draft.consent,
  };
  const images: AssociateImages = {
    ...(face ? { face } : {}),
    ...(!minor && draft.documentFront ? { documentFront: draft.documentFront } : {}),
    ...(!minor && draft.documentBack ? { documentBack: draft.documentBack } : {}),
  };
  return { input, images };
}

/**
 * Creates the associate the draft describes (a new id each attempt). The draft goes once the
 * write is accepted or waits offline; after a refusal it stays so the resident can correct it.
 */
export async function submitDraft(draft: AssociateDraft, times: WeekdayTimes): Promise<Outcome> {
  const { input, images } = draftToCreate(draft, newRowId(), times);
  const outcome = await createAssociate(input, { associateType: draft.associateType, relationship: draft.fields.relationship }, images);
  if (outcome.kind !== 'refused') await clearDraft();
  return outcome;
}
