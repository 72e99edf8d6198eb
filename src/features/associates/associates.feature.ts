import { API } from '../../contract/api-paths';
import { peopleMutations as m, peopleTables as t } from '../../contract/people';
import { clientTable, defineFeature, defineMutation } from '../../db/feature';

/** People at a unit: units, the estate's people configuration, associates, requests to the manager, gate faces. */
export const feature = defineFeature({
  tables: {
    units: clientTable(t.units, 3, ['EstateID']),
    peopleConfig: clientTable(t.peopleConfig, 3),
    associates: clientTable(t.associates, 3, ['[EstateID+unitNo]']),
    unitRequests: clientTable(t.unitRequests, 3, ['[EstateID+unitNo]', 'status']),
    gateFaces: clientTable(t.gateFaces, 3, ['estateId']),
  },
  mutations: {
    // The optimistic rows of these two carry names the screen knows: associates.api.ts writes them.
    'associates.create': defineMutation(m['associates.create'], { table: 'associates', rowId: (args) => args.associateId }),
    'people.request': defineMutation(m['people.request'], { table: 'unitRequests', rowId: (args) => args.requestId }),
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
    'associates.setDelegate': defineMutation(m['associates.setDelegate'], {
      table: 'associates',
      rowId: (args) => args.associateId,
      apply: (args, { db }) => db.associates.update(args.associateId, { delegateAssociate: 1 }),
    }),
  },
});
