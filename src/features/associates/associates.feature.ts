import { API } from '../../contract/api-paths';
import { peopleMutations as m, peopleTables as t, type Associate, type AssociateCreateArgs } from '../../contract/people';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';
import { stores } from './associates.stores';

/** The names the optimistic associate shows that the args do not carry (the screen has them from the estate's configuration). */
export type AssociateNames = { associateType: string; relationship: string };
/** The associate a request is about, by name as the screen shows it ('' for a request about the unit). */
export type RequestNames = { associateName: string };

declare module '../../db/feature' {
  interface MutationLocals {
    'associates.create': AssociateNames;
    'people.request': RequestNames;
  }
}

/** The last four characters of an ID or passport number, the rest as stars (as the server masks it). */
function masked(idNumber: string): string {
  return idNumber === '' ? '' : `${'*'.repeat(Math.max(0, idNumber.length - 4))}${idNumber.slice(-4)}`;
}

/** The row the device shows while the server has not confirmed the associate yet. */
function optimisticAssociate(args: AssociateCreateArgs, ownerId: string, names: AssociateNames): Associate {
  const {
    associateId,
    estateId,
    unitNo,
    associateTypeId,
    passportOrIDNumber,
    street1,
    street2,
    accessZoneIDList,
    consent: _consent,
    faceDeferred: _deferred,
    termsAccepted: _terms,
    ...rest
  } = args;
  return {
    ...rest,
    pkiAssociateID: associateId,
    estateId,
    unitNo,
    resident_userId: ownerId,
    fkiAssociateTypeID: associateTypeId,
    associateType: names.associateType,
    associateRelationship: names.relationship,
    idNumberMasked: masked(passportOrIDNumber),
    addressLine1: street1,
    addressLine2: street2,
    accessZoneIDList: accessZoneIDList.join(','),
    hasDocumentFront: false,
    hasDocumentBack: false,
    associateImage: '',
    faceOnboardingComplete: false,
    delegateAssociate: 0,
    delegateUserId: '',
    createdAt: Date.now(),
  };
}

/** People at a unit: units, the estate's people configuration, associates, requests to the manager, gate faces. */
export const feature = defineFeature({
  tables: {
    units: clientTable(t.units, stores.tables.units),
    peopleConfig: clientTable(t.peopleConfig, stores.tables.peopleConfig),
    associates: clientTable(t.associates, stores.tables.associates),
    unitRequests: clientTable(t.unitRequests, stores.tables.unitRequests),
    gateFaces: clientTable(t.gateFaces, stores.tables.gateFaces),
  },
  mutations: {
    'associates.create': defineMutation(m['associates.create'], {
      table: 'associates',
      rowId: (args) => args.associateId,
      apply: (args, { db, userId }, names: AssociateNames) => db.associates.put(optimisticAssociate(args, userId, names)),
    }),
    'people.request': defineMutation(m['people.request'], {
      table: 'unitRequests',
      rowId: (args) => args.requestId,
      apply: async (args, { db, userId }, names: RequestNames) => {
        const me = await db.users.get(userId);
        await db.unitRequests.put({
          id: args.requestId,
          estateId: args.estateId,
          unitNo: args.unitNo,
          kind: args.kind,
          associateId: args.associateId,
          associateName: names.associateName,
          requestedBy: userId,
          requestedByName: me ? `${me.firstName} ${me.lastName}`.trim() : '',
          status: 'PENDING',
          reason: '',
          createdAt: Date.now(),
          decidedAt: 0,
        });
      },
    }),
    'associates.setImage': defineMutation(m['associates.setImage'], {
      table: 'associates',
      rowId: (args) => args.associateId,
      apply: (args, { db }) =>
        db.associates.update(
          args.associateId,
          args.field === 'face'
            ? { associateImage: API.associateImage(args.associateId, 'face'), faceOnboardingComplete: true }
            : args.field === 'documentFront'
              ? { hasDocumentFront: true }
              : { hasDocumentBack: true },
        ),
    }),
    'associates.update': defineMutation(m['associates.update'], {
      table: 'associates',
      rowId: (args) => args.associateId,
      apply: (args, { db }) => {
        const { associateId, ...term } = args;
        return db.associates.update(associateId, term);
      },
    }),
    'associates.setDelegate': defineMutation(m['associates.setDelegate'], {
      table: 'associates',
      rowId: (args) => args.associateId,
      apply: (args, { db }) => db.associates.update(args.associateId, { delegateAssociate: 1 }),
    }),
  },
});
