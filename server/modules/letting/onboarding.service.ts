import type { VisitorOnboardingArgs } from '../../../src/contract/invites';
import { isPassportDocument } from '../../../src/domain/associates';
import { normaliseDate, parsePassportMrz } from '../../../src/domain/identity-documents';
import { onboardingProblem } from '../../../src/domain/letting';
import { REGULAR_VISITOR_MESSAGES } from '../../../src/i18n/en/invites';
import { LETTER_NOTICES, REGULAR_VISITOR_NOTICES } from '../../../src/i18n/en/regular-visitors';
import { format } from '../../../src/i18n/format';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { publish, scopes, writeTransaction, type Trx } from '../../sync/change-log';
import { claimOwnFile, giveFile } from '../files/files.service';
import { notify } from '../notifications/notifications.service';
import { configFor, enabledDocumentTypes } from '../people/config.service';
import { joinedSubject } from './join.service';
import { discardedFileHolder, lettingFileHolder, withIssuingKey } from './letting-common';
import { toRegularVisitor } from './letting-rows';
import * as repo from './letting.repository';
import { issueLetterPass, publishLetter } from './letters.service';

/**
 * The 'Access onboarding' of a regular visitor or a letter (spec 2 section 5 'Regular visitor
 * and letter onboarding'): the person who joined with the link gives their name, mobile, ID or
 * passport, document and face (and vehicle, where the estate scans licence discs), checked in
 * the spec's order as the device checks them (src/domain/letting.ts). Their identity is kept as
 * the people module keeps an associate's: the ID number and the documents never synced, the
 * images held by the record (not the uploader). A regular visitor then waits for the resident's
 * approval (PENDING, the resident notified); a letter is ACTIVE at once with their gate pass for
 * the letting dates, its link e-mailed.
 */

const invalid = () => notFound(REGULAR_VISITOR_MESSAGES.joinInvalid, 'letting/join-invalid');

type Images = { face: string; documentFront: string; documentBack: string; vinDisc: string };

/**
 * The uploads named become the record's (held by `letting:<id>`); a URL that is not one of the
 * caller's uploads is refused with the spec's words for that picture. Images replaced wait for
 * the purge of discarded files. Answers the file ids ('' where none was given).
 */
async function claimImages(trx: Trx, callerId: string, subjectId: string, args: VisitorOnboardingArgs, before: Images): Promise<Images> {
  const claim = async (url: string, message: string, previous: string): Promise<string> => {
    if (url === '') return '';
    const id = await claimOwnFile(trx, callerId, url, lettingFileHolder(subjectId));
    // The same picture sent again (it is already the record's).
    if (id === undefined && previous !== '' && url.endsWith(`/${previous}`)) return previous;
    if (id === undefined) throw badRequest(message, 'letting/image');
    return id;
  };
  const images: Images = {
    face: await claim(args.faceImageUrl, REGULAR_VISITOR_MESSAGES.face, before.face),
    documentFront: await claim(args.documentPhotoURL, REGULAR_VISITOR_MESSAGES.captureDocument, before.documentFront),
    documentBack: await claim(args.documentBackPhotoURL, REGULAR_VISITOR_MESSAGES.captureDocument, before.documentBack),
    vinDisc: await claim(args.vinDiscPhotoURL, REGULAR_VISITOR_MESSAGES.vinDisc, before.vinDisc),
  };
  for (const key of Object.keys(images) as (keyof Images)[]) {
    if (before[key] !== '' && before[key] !== images[key]) await giveFile(trx, before[key], discardedFileHolder(subjectId));
  }
  return images;
}

type DocumentDetails = Pick<repo.RegularVisitorRow, 'birth_date' | 'gender' | 'document_expiry' | 'mrz_check_digits'>;

/**
 * What the record keeps from the scanned document: the date of birth, gender and expiry as read,
 * and for a passport whose MRZ came with them, every check digit verified here again (the
 * device's read is not trusted) and the details matched against the lines. Nothing for a minor.
 */
function documentDetails(args: VisitorOnboardingArgs, under18: boolean, today: Date): DocumentDetails {
  const none = { birth_date: '', gender: '', document_expiry: '', mrz_check_digits: '' };
  if (under18) return none;
  const birth = args.dateOfBirth === '' ? '' : normaliseDate(args.dateOfBirth);
  if (birth === undefined || birth > today.toISOString().slice(0, 10)) throw badRequest(REGULAR_VISITOR_MESSAGES.birthDate, 'letting/onboarding');
  const expiry = args.documentExpiry === '' ? '' : normaliseDate(args.documentExpiry);
  if (expiry === undefined) throw badRequest(REGULAR_VISITOR_MESSAGES.documentExpiry, 'letting/onboarding');
  const details = { ...none, birth_date: birth, gender: args.gender, document_expiry: expiry };
  if (args.mrz.trim() === '' || !isPassportDocument(args.documentType)) return details;
  const read = parsePassportMrz(args.mrz, today);
  if (!read.ok) throw badRequest(REGULAR_VISITOR_MESSAGES.mrz, 'letting/onboarding');
  const fromMrz = { birth_date: read.fields.dateOfBirth ?? '', gender: read.fields.sex ?? '', document_expiry: read.fields.expiryDate ?? '' };
  for (const key of ['birth_date', 'gender', 'document_expiry'] as const) {
    if (details[key] !== '' && details[key] !== fromMrz[key]) throw badRequest(REGULAR_VISITOR_MESSAGES.mrzMismatch, 'letting/onboarding');
  }
  const line2 = args.mrz.toUpperCase().replace(/[ \t]/g, '').split(/\r?\n/).filter(Boolean)[1] ?? '';
  // Document number, birth date, expiry, personal number, composite (ICAO 9303 TD3 line 2: 10, 20, 28, 43, 44).
  const digits = [9, 19, 27, 42, 43].map((index) => line2[index] ?? '').join('');
  return { ...fromMrz, mrz_check_digits: digits };
}

/**
 * POST API.visitorOnboard: the joined person's onboarding. Answers the spec's success message;
 * a refusal is a 4xx with the spec's message (the route answers it as status 'fail').
 */
export async function onboardVisitor(ctx: AppContext, callerId: string, args: VisitorOnboardingArgs): Promise<string> {
  const first = await joinedSubject(ctx.db, callerId, args.token);
  const estateId = Number(first.row.estate_id);
  const config = await configFor(ctx.db, estateId);
  const letting = first.kind === 'letter';
  const vinScan = config.visitorSettings.regularVisitorVinScan;
  // Vehicle fields only where the estate scans licence discs.
  const vehicle = vinScan
    ? { registration: args.vehicleRegistrationNo, plate: args.licencePlateNumber, disc: args.vinDiscPhotoURL }
    : { registration: '', plate: '', disc: '' };
  const disc = vinScan
    ? {
        vehicle_make: args.vehicleMake,
        vehicle_model: args.vehicleModel,
        vin_number: args.vinNumber.toUpperCase(),
        engine_number: args.engineNumber.toUpperCase(),
      }
    : { vehicle_make: '', vehicle_model: '', vin_number: '', engine_number: '' };
  const allowed = config.visitorSettings.regularVisitorDocTypes;
  const documentType = enabledDocumentTypes(config).find(
    (d) => d.DocumentTypeId === args.documentType && (allowed.length === 0 || allowed.includes(d.DocumentTypeId)),
  );
  const under18 = letting && args.under18;
  const problem = onboardingProblem(
    {
      firstName: args.firstName,
      lastName: args.lastName,
      phoneNumber: args.phoneNumber,
      under18,
      passport: isPassportDocument(args.documentType),
      idNumberOrPassportNo: args.idNumberOrPassportNo,
      nationality: args.nationality,
      documentType: documentType ? { DocumentType: documentType.DocumentType, needsBack: documentType.needsBack } : undefined,
      hasDocumentFront: args.documentPhotoURL !== '',
      hasDocumentBack: args.documentBackPhotoURL !== '',
      hasFace: args.faceImageUrl !== '',
      vehicleRegistrationNo: vehicle.registration,
      licencePlateNumber: vehicle.plate,
      hasVinDisc: vehicle.disc !== '',
    },
    { letting, vinScan },
  );
  if (problem) throw badRequest(problem, 'letting/onboarding');
  const details = documentDetails(args, under18, new Date());
  const claimed = { ...args, vinDiscPhotoURL: vehicle.disc };

  await withIssuingKey(ctx, estateId, () =>
    writeTransaction(ctx.db, async (trx): Promise<void> => {
      const subject = await joinedSubject(trx, callerId, args.token);
      const row = subject.row;
      const now = Date.now();
      const identity = {
        first_name: args.firstName,
        last_name: args.lastName,
        phone: args.phoneNumber,
        email: args.email === '' ? row.email : args.email,
        id_number: under18 ? '' : args.idNumberOrPassportNo,
        document_type: documentType?.DocumentTypeId ?? 0,
        nationality: isPassportDocument(args.documentType) ? args.nationality : '',
        vehicle_registration_no: vehicle.registration,
        licence_plate_number: vehicle.plate,
        ...details,
        ...disc,
        onboarded_at: now,
      };
      const before = {
        face: row.face_file_id,
        documentFront: row.document_front_file_id,
        documentBack: row.document_back_file_id,
        vinDisc: row.vin_disc_file_id,
      };
      const params = { name: `${args.firstName} ${args.lastName}`, unitNo: row.unit_no };

      if (subject.kind === 'regularVisitor') {
        if (subject.row.status !== 'INVITED' && subject.row.status !== 'PENDING') throw invalid();
        const images = await claimImages(trx, callerId, row.id, claimed, before);
        const updated = await repo.updateRegularVisitor(trx, row.id, {
          ...identity,
          face_file_id: images.face,
          document_front_file_id: images.documentFront,
          document_back_file_id: images.documentBack,
          vin_disc_file_id: images.vinDisc,
          status: 'PENDING',
        });
        await notify(trx, {
          userId: row.owner_id,
          estateId,
          type: 'Visitor Access',
          title: REGULAR_VISITOR_NOTICES.onboardedTitle,
          description: format(REGULAR_VISITOR_NOTICES.onboardedText, params),
        });
        await publish(trx, scopes.unit(estateId, updated.unit_no), 'regularVisitors', updated.id, toRegularVisitor(updated));
        return;
      }

      if (subject.row.status !== 'PENDING' || Number(subject.row.ends_at) <= now) throw invalid();
      const images = await claimImages(trx, callerId, row.id, claimed, before);
      const onboarded = await repo.updateLetter(trx, row.id, {
        ...identity,
        under18: under18 ? 1 : 0,
        face_file_id: images.face,
        document_front_file_id: images.documentFront,
        document_back_file_id: images.documentBack,
        vin_disc_file_id: images.vinDisc,
        status: 'ACTIVE',
      });
      const active = await issueLetterPass(trx, ctx, onboarded);
      await notify(trx, {
        userId: row.owner_id,
        estateId,
        type: 'Visitor Access',
        title: LETTER_NOTICES.onboardedTitle,
        description: format(LETTER_NOTICES.onboardedText, params),
      });
      await publishLetter(trx, active);
    }),
  );
  return REGULAR_VISITOR_MESSAGES.onboardingDone;
}
