import type { DocumentType } from '../../contract/people';
import { t } from '../../i18n';
import { DocumentSection, type DocumentWords } from '../../app/PersonForm';
import { TextField } from '../../ui/TextField';
import '../../i18n/areas/letting';

/** What the 'Access onboarding' form holds besides its pictures. */
export type EnrolmentForm = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  under18: boolean;
  /** The ID/passport toggle: a passport instead of an SA ID number. */
  passport: boolean;
  idNumberOrPassportNo: string;
  nationality: string;
  /** 0 until a document type is chosen. */
  documentType: number;
  vehicleRegistrationNo: string;
  /** The registration read from the licence disc ('' until one is read). */
  licencePlateNumber: string;
};

type Set = (part: Partial<EnrolmentForm>) => void;

/** The document's words: the letting guest's (the spec gives these screens the same). */
const DOCUMENT_WORDS: DocumentWords = {
  front: 'letting.guest.documentFront',
  back: 'letting.guest.documentBack',
  capture: 'letting.guest.capture',
  recapture: 'letting.guest.recapture',
};

/**
 * Names 'as per identity document', mobile, optional e-mail; unless the identity is skipped
 * (a letter under 18): the ID/passport toggle, the ID or passport number (and the country of
 * citizenship for a passport), the document type and its pictures (the person form's section).
 */
export function EnrolmentFields({
  form,
  set,
  skipIdentity,
  documentTypes,
  documentType,
  pictures,
  onPassport,
  onDocumentType,
  onCapture,
}: {
  form: EnrolmentForm;
  set: Set;
  skipIdentity: boolean;
  documentTypes: DocumentType[];
  documentType: DocumentType | undefined;
  pictures: { documentFront?: Blob | undefined; documentBack?: Blob | undefined };
  onPassport: (passport: boolean) => void;
  onDocumentType: (id: number) => void;
  onCapture: (side: 'front' | 'back') => void;
}) {
  return (
    <>
      <TextField
        label={t('regularVisitors.firstName')}
        name="firstName"
        autoComplete="given-name"
        value={form.firstName}
        onChange={(e) => set({ firstName: e.target.value })}
      />
      <TextField
        label={t('regularVisitors.lastName')}
        name="lastName"
        autoComplete="family-name"
        value={form.lastName}
        onChange={(e) => set({ lastName: e.target.value })}
      />
      <TextField
        label={t('regularVisitors.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={form.phoneNumber}
        onChange={(e) => set({ phoneNumber: e.target.value })}
      />
      <TextField
        label={t('regularVisitors.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={(e) => set({ email: e.target.value })}
      />
      {skipIdentity ? null : (
        <>
          <div className="row" role="radiogroup" aria-label={t('regularVisitors.identityKind')}>
            <label className="check">
              <input type="radio" name="identityKind" checked={!form.passport} onChange={() => onPassport(false)} />
              <span>{t('regularVisitors.saId')}</span>
            </label>
            <label className="check">
              <input type="radio" name="identityKind" checked={form.passport} onChange={() => onPassport(true)} />
              <span>{t('regularVisitors.passport')}</span>
            </label>
          </div>
          <TextField
            label={t(form.passport ? 'regularVisitors.passportNumber' : 'regularVisitors.idNumber')}
            name="idNumber"
            autoComplete="off"
            value={form.idNumberOrPassportNo}
            onChange={(e) => set({ idNumberOrPassportNo: e.target.value })}
          />
          {form.passport ? (
            <TextField
              label={t('regularVisitors.citizenship')}
              name="nationality"
              autoComplete="country-name"
              value={form.nationality}
              onChange={(e) => set({ nationality: e.target.value })}
            />
          ) : null}
          <DocumentSection
            label={t('regularVisitors.documentType')}
            placeholder={t('regularVisitors.chooseDocumentType')}
            documentTypes={documentTypes}
            value={form.documentType}
            documentType={documentType}
            front={pictures.documentFront}
            back={pictures.documentBack}
            words={DOCUMENT_WORDS}
            onType={onDocumentType}
            onCapture={onCapture}
          />
        </>
      )}
    </>
  );
}

/** The vehicle registration; what the disc read shows beside it. */
export function VehicleFields({ form, set }: { form: EnrolmentForm; set: Set }) {
  return (
    <>
      <TextField
        label={t('regularVisitors.registration')}
        name="vehicleRegistrationNo"
        autoComplete="off"
        autoCapitalize="characters"
        value={form.vehicleRegistrationNo}
        onChange={(e) => set({ vehicleRegistrationNo: e.target.value })}
      />
      {form.licencePlateNumber ? <p className="muted">{t('regularVisitors.discRead', { registration: form.licencePlateNumber })}</p> : null}
    </>
  );
}
