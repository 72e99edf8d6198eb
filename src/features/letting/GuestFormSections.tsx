import { useState } from 'react';
import { BLANK_PERSON, type AddressKey } from '../../domain/person-form';
import type { LettingGuestForm } from '../../domain/letting';
import { t, type MessageKey } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { DocumentWords, GuardianWords } from '../../app/PersonForm';
import '../../i18n/areas/letting';

/** The add-guest form's own fields (the checks' input less what the pictures tell) and the owner-is-guardian switch. */
export type GuestFields = Omit<LettingGuestForm, 'hasDocumentFront' | 'hasDocumentBack'> & { ownerIsGuardian: boolean };

export const BLANK_GUEST: GuestFields = { ...BLANK_PERSON, ownerIsGuardian: false };

/** The guest flow's words for the shared person form (src/ui/PersonForm.tsx). */
export const GUEST_DOCUMENT_WORDS: DocumentWords = {
  front: 'letting.guest.documentFront',
  back: 'letting.guest.documentBack',
  capture: 'letting.guest.capture',
  recapture: 'letting.guest.recapture',
};
export const GUARDIAN_WORDS: GuardianWords = {
  heading: 'letting.guest.guardianHeading',
  firstName: 'letting.guest.guardianFirstName',
  lastName: 'letting.guest.guardianLastName',
  mobile: 'letting.guest.guardianMobile',
  email: 'letting.guest.guardianEmail',
  terms: 'letting.guest.terms',
};
export const ADDRESS_LABELS: Record<AddressKey, MessageKey> = {
  street1: 'letting.guest.street1',
  street2: 'letting.guest.street2',
  suburb: 'letting.guest.suburb',
  town: 'letting.guest.town',
  postalCode: 'letting.guest.postalCode',
};

/** The terms' and privacy notice's links under the guardian's terms, each opening its text. */
export function GuestTermsLinks() {
  const [reading, setReading] = useState<'terms' | 'privacy' | null>(null);
  return (
    <>
      <p className="row">
        <button type="button" className="link-btn" onClick={() => setReading('terms')}>
          {t('letting.guest.termsLink')}
        </button>
        <button type="button" className="link-btn" onClick={() => setReading('privacy')}>
          {t('letting.guest.privacyLink')}
        </button>
      </p>
      {reading ? (
        <Dialog
          title={t(reading === 'terms' ? 'letting.guest.termsLink' : 'letting.guest.privacyLink')}
          onClose={() => setReading(null)}
          actions={<Button onClick={() => setReading(null)}>{t('letting.ok')}</Button>}
        >
          <p>{t(reading === 'terms' ? 'letting.guest.termsText' : 'letting.guest.privacyText')}</p>
        </Dialog>
      ) : null}
    </>
  );
}
