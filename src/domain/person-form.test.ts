import { describe, expect, it } from 'vitest';
import { associateFlow } from './associates';
import { GUEST_FLOW } from './letting';
import { BLANK_PERSON, fieldsFromDocument, personFormCheck, toggleZone, type PersonCheckInput } from './person-form';

const minor: PersonCheckInput = {
  ...BLANK_PERSON,
  associateTypeId: 4,
  relationship: 'Owner - Minor Child (Under 16)',
  firstName: 'Lwazi',
  lastName: 'Mokoena',
  guardianFirstName: 'Thandi',
  guardianLastName: 'Mokoena',
  guardianMobile: '0821234567',
  guardianEmail: 'thandi@example.com',
  termsAccepted: true,
  faceDone: true,
  hasDocumentFront: false,
  hasDocumentBack: false,
};

describe('the person form, written once', () => {
  it('runs the same check in each flow, in its own order and words', () => {
    const context = { zonesAvailable: 0, documentType: undefined };
    expect(personFormCheck(minor, associateFlow('Family Member'), context)).toBeNull();
    expect(personFormCheck(minor, GUEST_FLOW, context)).toBeNull();
    const badEmail = { ...minor, guardianEmail: 'thandi' };
    expect(personFormCheck(badEmail, associateFlow('Family Member'), context)?.check).toBe('guardian');
    expect(personFormCheck(badEmail, GUEST_FLOW, context)?.check).toBe('guardian');
    // The associate flow checks the face before the terms; the guest flow has no face check.
    const noFaceNoTerms = { ...minor, faceDone: false, termsAccepted: false };
    expect(personFormCheck(noFaceNoTerms, associateFlow('Family Member'), context)?.check).toBe('face');
    expect(personFormCheck(noFaceNoTerms, GUEST_FLOW, context)?.check).toBe('terms');
    // The call's isMinor makes a minor whatever the relationship.
    const adult = { ...minor, relationship: 'Spouse', associateTypeId: 1 };
    expect(personFormCheck(adult, GUEST_FLOW, context)?.check).toBe('mobile');
    expect(personFormCheck({ ...adult, minor: true }, GUEST_FLOW, context)).toBeNull();
  });

  it('fills the ID number and the empty names from a captured document, and toggles zones', () => {
    expect(fieldsFromDocument({ firstName: 'Typed', lastName: '' }, { idNumber: '8001015009087', firstName: 'Read', lastName: 'Surname' })).toEqual({
      idNumber: '8001015009087',
      lastName: 'Surname',
    });
    expect(fieldsFromDocument({ firstName: '', lastName: '' }, { idNumber: '8001015009087', documentNumber: 'A1234567' }, true)).toEqual({
      idNumber: 'A1234567',
    });
    expect(toggleZone([1, 2], 2)).toEqual([1]);
    expect(toggleZone([1], 3)).toEqual([1, 3]);
  });
});
