import type { AccessZone, DocumentType } from '../../src/contract/people';
import { isMinorPerson, isValidIdNumber, personFormCheck, type PersonCheck, type PersonFlow } from '../../src/domain/person-form';
import { ASSOCIATE_MESSAGES } from '../../src/i18n/en/people';
import { badRequest } from './errors';

/*
 * The person form on the server (associates in the people module, letting guests in the letting
 * module): the device's check of src/domain/person-form.ts in the flow's order, then what only
 * the server knows (the estate's relationships, zones and document types), and the person's columns as both tables store them.
 */

/** The person fields of a call, as the contract names them. */
export type PersonArgs = {
  associateTypeId: number;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  passportOrIDNumber: string;
  documentType: number;
  isMinor: boolean;
  guardianFirstName: string;
  guardianLastName: string;
  guardianMobile: string;
  guardianEmail: string;
  termsAccepted: boolean;
  street1: string;
  street2: string;
  suburb: string;
  town: string;
  postalCode: string;
  accessZoneIDList: readonly number[];
};

export type PersonRules = {
  /** The flow of the relationship's associate type. */
  flow: (associateType: string) => PersonFlow;
  relationships: readonly { associateTypeId: number; associateType: string; associateRelationship: string }[];
  /** The estate's enabled document types. */
  documentTypes: readonly DocumentType[];
  /** The zones the person may be given. */
  zones: readonly AccessZone[];
  /** The document pictures that come with the call, or 'later' when they follow it (associates.setImage). */
  pictures: { front: boolean; back: boolean } | 'later';
  /**
   * Associates: the call's `isMinor` makes a minor whatever the relationship, and a minor keeps
   * an ID number (checked when given) and an address. Letting guests: a minor is named by the
   * relationship only and keeps neither.
   */
  minors: 'as-called' | 'by-relationship';
  /** The message for a zone that is not the estate's. */
  zoneUnknown: string;
  /** The error code of a refusal by `check`. */
  code: (check: PersonCheck | 'document-type') => string;
  /** Today at the estate ('YYYY-MM-DD'). */
  today: string;
};

export type CheckedPerson = { associateType: string; relationship: string; minor: boolean; documentType: DocumentType | undefined; keepsIdentity: boolean };

/** True when every id is one of `zones`, none twice (an estate without zones takes none). */
export function knownZones(ids: readonly number[], zones: readonly AccessZone[]): boolean {
  return new Set(ids).size === ids.length && ids.every((id) => zones.some((z) => z.id === id));
}

/** The person of a create call, checked; a refusal is a 400 with the flow's message of the first check that fails. */
export function checkPerson(args: PersonArgs, rules: PersonRules): CheckedPerson {
  const found = rules.relationships.find((r) => r.associateTypeId === args.associateTypeId);
  const flow = rules.flow(found?.associateType ?? '');
  const documentType = rules.documentTypes.find((d) => d.DocumentTypeId === args.documentType);
  const today = new Date(`${rules.today}T12:00:00Z`);
  const later = rules.pictures === 'later';
  const asCalled = rules.minors === 'as-called';
  const input = {
    associateTypeId: found ? args.associateTypeId : 0,
    relationship: found?.associateRelationship ?? '',
    firstName: args.firstName,
    lastName: args.lastName,
    mobile: args.phoneNumber,
    email: args.email,
    idNumber: args.passportOrIDNumber,
    documentTypeId: args.documentType,
    guardianFirstName: args.guardianFirstName,
    guardianLastName: args.guardianLastName,
    guardianMobile: args.guardianMobile,
    guardianEmail: args.guardianEmail,
    termsAccepted: args.termsAccepted,
    street1: args.street1,
    street2: args.street2,
    suburb: args.suburb,
    town: args.town,
    postalCode: args.postalCode,
    zoneIds: args.accessZoneIDList,
    faceDone: true,
    hasDocumentFront: rules.pictures === 'later' || rules.pictures.front,
    hasDocumentBack: rules.pictures === 'later' || rules.pictures.back,
    minor: asCalled && args.isMinor,
  };
  const failed = personFormCheck(input, flow, { zonesAvailable: rules.zones.length, documentType, today });
  if (failed) throw badRequest(flow.refusal(failed.check, failed.problem), rules.code(failed.check));
  const minor = isMinorPerson(input, flow);
  const keepsIdentity = !minor || asCalled;
  if (minor && keepsIdentity && args.passportOrIDNumber !== '' && !isValidIdNumber(args.passportOrIDNumber, args.documentType, today)) {
    throw badRequest(flow.refusal('idNumber', flow.problems.idNumber), rules.code('idNumber'));
  }
  if (!knownZones(args.accessZoneIDList, rules.zones)) throw badRequest(rules.zoneUnknown, rules.code('zone'));
  if (keepsIdentity && (args.documentType !== 0 || !later) && !documentType)
    throw badRequest(ASSOCIATE_MESSAGES.documentTypeUnknown, rules.code('document-type'));
  return { associateType: found?.associateType ?? '', relationship: found?.associateRelationship ?? '', minor, documentType, keepsIdentity };
}

/** The person's columns, as the associates and guests tables store them: the guardian for minors only, the identity and address when kept. */
export function personColumns(args: PersonArgs, person: CheckedPerson) {
  const kept = person.keepsIdentity;
  return {
    type_id: args.associateTypeId,
    relationship: person.relationship,
    first_name: args.firstName,
    last_name: args.lastName,
    phone: args.phoneNumber,
    email: args.email,
    id_number: kept ? args.passportOrIDNumber : '',
    document_type: kept ? args.documentType : 0,
    is_minor: person.minor ? 1 : 0,
    guardian_first_name: person.minor ? args.guardianFirstName : '',
    guardian_last_name: person.minor ? args.guardianLastName : '',
    guardian_mobile: person.minor ? args.guardianMobile : '',
    guardian_email: person.minor ? args.guardianEmail : '',
    address_line1: kept ? args.street1 : '',
    address_line2: kept ? args.street2 : '',
    suburb: kept ? args.suburb : '',
    town: kept ? args.town : '',
    postal_code: kept ? args.postalCode : '',
    zone_ids: args.accessZoneIDList.join(','),
  };
}
