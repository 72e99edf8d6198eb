import type { AccessZone, AssociateTypeGroup, DocumentType } from '../../contract/people';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Switch, Thumb } from '../../app/FormParts';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { DraftFields } from './associate-draft';

type Set = <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => void;

/** The relationship picker of the chosen associate type. */
export function RelationshipPicker({ group, fields, set }: { group: AssociateTypeGroup | undefined; fields: DraftFields; set: Set }) {
  return (
    <SelectField
      label={t('associates.relationship')}
      name="relationship"
      value={fields.associateTypeId || ''}
      onChange={(e) => {
        const chosen = group?.relationships.find((r) => r.associateTypeId === Number(e.target.value));
        set('associateTypeId', chosen?.associateTypeId ?? 0);
        set('relationship', chosen?.associateRelationship ?? '');
      }}
    >
      <option value="">{t('associates.chooseRelationship')}</option>
      {(group?.relationships ?? []).map((r) => (
        <option key={r.associateTypeId} value={r.associateTypeId}>
          {r.associateRelationship}
        </option>
      ))}
    </SelectField>
  );
}

export function DocumentSection({
  documentTypes,
  documentType,
  fields,
  front,
  back,
  onType,
  onCapture,
}: {
  documentTypes: DocumentType[];
  documentType: DocumentType | undefined;
  fields: DraftFields;
  front: Blob | undefined;
  back: Blob | undefined;
  onType: (id: number) => void;
  onCapture: (side: 'front' | 'back') => void;
}) {
  const name = documentType?.DocumentType ?? '';
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t('associates.documentHeading')}</legend>
      <SelectField label={t('associates.documentType')} name="documentType" value={fields.documentTypeId || ''} onChange={(e) => onType(Number(e.target.value))}>
        {documentTypes.map((d) => (
          <option key={d.DocumentTypeId} value={d.DocumentTypeId}>
            {d.DocumentType}
          </option>
        ))}
      </SelectField>
      {documentType ? (
        <div className="associate-captures">
          <div className="associate-capture">
            <span>{t('associates.documentFront', { documentType: name })}</span>
            <Thumb blob={front} alt={t('associates.documentFront', { documentType: name })} />
            <Button variant="secondary" onClick={() => onCapture('front')}>
              {front ? t('associates.recapture') : t('associates.capture')}
            </Button>
          </div>
          {documentType.needsBack ? (
            <div className="associate-capture">
              <span>{t('associates.documentBack', { documentType: name })}</span>
              <Thumb blob={back} alt={t('associates.documentBack', { documentType: name })} />
              <Button variant="secondary" onClick={() => onCapture('back')}>
                {back ? t('associates.recapture') : t('associates.capture')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Parent or guardian of a minor, the 'parent is owner' switch, and the terms. */
export function GuardianSection({ fields, set, onParentIsOwner }: { fields: DraftFields; set: Set; onParentIsOwner: (on: boolean) => void }) {
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t('associates.guardianHeading')}</legend>
      <Switch name="parentIsOwner" label={t('associates.parentIsOwner')} checked={fields.parentIsOwner} onChange={onParentIsOwner} />
      <TextField label={t('associates.guardianFirstName')} name="guardianFirstName" value={fields.guardianFirstName} onChange={(e) => set('guardianFirstName', e.target.value)} />
      <TextField label={t('associates.guardianLastName')} name="guardianLastName" value={fields.guardianLastName} onChange={(e) => set('guardianLastName', e.target.value)} />
      <TextField label={t('associates.guardianMobile')} name="guardianMobile" type="tel" inputMode="tel" value={fields.guardianMobile} onChange={(e) => set('guardianMobile', e.target.value)} />
      <TextField label={t('associates.guardianEmail')} name="guardianEmail" type="email" value={fields.guardianEmail} onChange={(e) => set('guardianEmail', e.target.value)} />
      <label className="check">
        <input type="checkbox" name="termsAccepted" checked={fields.termsAccepted} onChange={(e) => set('termsAccepted', e.target.checked)} />
        <span>{t('associates.terms')}</span>
      </label>
    </fieldset>
  );
}

const ADDRESS = [
  ['street1', 'associates.street1'],
  ['street2', 'associates.street2'],
  ['suburb', 'associates.suburb'],
  ['town', 'associates.town'],
  ['postalCode', 'associates.postalCode'],
] as const;

/** Street 1, Street 2, Suburb, Town, Postal Code (staff who do not live in). */
export function AddressSection({ fields, set }: { fields: DraftFields; set: Set }) {
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t('associates.addressHeading')}</legend>
      {ADDRESS.map(([key, label]) => (
        <TextField key={key} label={t(label)} name={key} value={fields[key]} onChange={(e) => set(key, e.target.value)} />
      ))}
    </fieldset>
  );
}
