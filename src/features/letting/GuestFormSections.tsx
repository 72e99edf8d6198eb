import { useState } from 'react';
import type { DocumentType } from '../../contract/people';
import { GUEST_ADDRESS_FIELDS, type LettingGuestForm } from '../../domain/letting';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Switch, Thumb } from '../../app/FormParts';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

/** The add-guest form's own fields (the checks' input less what the pictures tell) and the owner-is-guardian switch. */
export type GuestFields = Omit<LettingGuestForm, 'hasDocumentFront' | 'hasDocumentBack'> & { ownerIsGuardian: boolean };
export type SetField = <K extends keyof GuestFields>(key: K, value: GuestFields[K]) => void;

export const BLANK_GUEST: GuestFields = {
  associateTypeId: 0,
  relationship: '',
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  idNumber: '',
  documentTypeId: 0,
  guardianFirstName: '',
  guardianLastName: '',
  guardianMobile: '',
  guardianEmail: '',
  termsAccepted: false,
  ownerIsGuardian: false,
  street1: '',
  street2: '',
  suburb: '',
  town: '',
  postalCode: '',
  zoneIds: [],
};

/** Document type, and the front (and back for a type that has one) capture buttons with their thumbnails. */
export function GuestDocumentSection({
  documentTypes,
  documentType,
  front,
  back,
  onType,
  onCapture,
}: {
  documentTypes: DocumentType[];
  documentType: DocumentType | undefined;
  front: Blob | undefined;
  back: Blob | undefined;
  onType: (id: number) => void;
  onCapture: (side: 'front' | 'back') => void;
}) {
  const name = documentType?.DocumentType ?? '';
  const side = (which: 'front' | 'back', blob: Blob | undefined) => {
    const label = t(which === 'front' ? 'letting.guest.documentFront' : 'letting.guest.documentBack', { documentType: name });
    return (
      <div className="associate-capture">
        <span>{label}</span>
        <Thumb blob={blob} alt={label} />
        <Button variant="secondary" onClick={() => onCapture(which)}>
          {blob ? t('letting.guest.recapture') : t('letting.guest.capture')}
        </Button>
      </div>
    );
  };
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t('letting.guest.documentHeading')}</legend>
      <SelectField label={t('letting.guest.documentType')} name="documentType" value={documentType?.DocumentTypeId ?? ''} onChange={(e) => onType(Number(e.target.value))}>
        {documentTypes.map((d) => (
          <option key={d.DocumentTypeId} value={d.DocumentTypeId}>
            {d.DocumentType}
          </option>
        ))}
      </SelectField>
      {documentType ? (
        <div className="associate-captures">
          {side('front', front)}
          {documentType.needsBack ? side('back', back) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Street 1, Street 2, Suburb, Town/City, Postal Code (the guest's home address). */
export function GuestAddressSection({ fields, set }: { fields: GuestFields; set: SetField }) {
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t('letting.guest.addressHeading')}</legend>
      {GUEST_ADDRESS_FIELDS.map(([key, label]) => (
        <TextField key={key} label={t(label)} name={key} value={fields[key]} onChange={(e) => set(key, e.target.value)} />
      ))}
    </fieldset>
  );
}

/** The parent or guardian of a minor guest, 'Property owner is the parent or guardian', and the terms with their links. */
export function GuestGuardianSection({ fields, set, onOwnerIsGuardian }: { fields: GuestFields; set: SetField; onOwnerIsGuardian: (on: boolean) => void }) {
  const [reading, setReading] = useState<'terms' | 'privacy' | null>(null);
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t('letting.guest.guardianHeading')}</legend>
      <Switch name="ownerIsGuardian" label={t('letting.guest.ownerIsGuardian')} checked={fields.ownerIsGuardian} onChange={onOwnerIsGuardian} />
      <TextField label={t('letting.guest.guardianFirstName')} name="guardianFirstName" value={fields.guardianFirstName} onChange={(e) => set('guardianFirstName', e.target.value)} />
      <TextField label={t('letting.guest.guardianLastName')} name="guardianLastName" value={fields.guardianLastName} onChange={(e) => set('guardianLastName', e.target.value)} />
      <TextField label={t('letting.guest.guardianMobile')} name="guardianMobile" type="tel" inputMode="tel" value={fields.guardianMobile} onChange={(e) => set('guardianMobile', e.target.value)} />
      <TextField label={t('letting.guest.guardianEmail')} name="guardianEmail" type="email" value={fields.guardianEmail} onChange={(e) => set('guardianEmail', e.target.value)} />
      <label className="check">
        <input type="checkbox" name="termsAccepted" checked={fields.termsAccepted} onChange={(e) => set('termsAccepted', e.target.checked)} />
        <span>{t('letting.guest.terms')}</span>
      </label>
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
    </fieldset>
  );
}
