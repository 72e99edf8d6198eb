import type { ReactNode } from 'react';
import type { DocumentType } from '../contract/people';
import type { AddressKey, PersonFields } from '../domain/person-form';
import { t, type MessageKey } from '../i18n';
import { Button } from '../ui/Button';
import { Switch, Thumb } from './FormParts';
import { DocumentTypePicker } from './DocumentTypePicker';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

/*
 * The sections of the person form (spec 2) that the associate, letting guest and regular
 * visitor screens share: relationship, identity document with its pictures, the parent or
 * guardian of a minor with the terms, the home address, and the face. Each screen gives its
 * flow's words (keys of src/i18n) and keeps its state; the checks are src/domain/person-form.ts.
 */

/** Changes some of the person's fields. */
export type PatchPerson = (part: Partial<PersonFields>) => void;

/** A relationship select: the placeholder first, then the given relationships. */
export function RelationshipSelect({
  label,
  placeholder,
  relationships,
  value,
  onChoose,
}: {
  label: string;
  placeholder: string;
  relationships: readonly { associateTypeId: number; associateRelationship: string }[];
  value: number;
  onChoose: (chosen: { associateTypeId: number; associateRelationship: string } | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      name="relationship"
      value={value || ''}
      onChange={(e) => onChoose(relationships.find((r) => r.associateTypeId === Number(e.target.value)))}
    >
      <option value="">{placeholder}</option>
      {relationships.map((r) => (
        <option key={r.associateTypeId} value={r.associateTypeId}>
          {r.associateRelationship}
        </option>
      ))}
    </SelectField>
  );
}

export type DocumentWords = { front: MessageKey; back: MessageKey; capture: MessageKey; recapture: MessageKey };

/** The front (and, for a type that has one, back) capture buttons of a document, with their thumbnails. */
export function DocumentCaptures({
  documentType,
  front,
  back,
  words,
  onCapture,
}: {
  documentType: DocumentType;
  front: Blob | undefined;
  back: Blob | undefined;
  words: DocumentWords;
  onCapture: (side: 'front' | 'back') => void;
}) {
  return (
    <div className="associate-captures">
      {(['front', 'back'] as const)
        .filter((side) => side === 'front' || documentType.needsBack)
        .map((side) => {
          const label = t(side === 'front' ? words.front : words.back, { documentType: documentType.DocumentType });
          const blob = side === 'front' ? front : back;
          return (
            <div key={side} className="associate-capture">
              <span>{label}</span>
              <Thumb blob={blob} alt={label} />
              <Button variant="secondary" onClick={() => onCapture(side)}>
                {blob ? t(words.recapture) : t(words.capture)}
              </Button>
            </div>
          );
        })}
    </div>
  );
}

/**
 * The identity document: its type (with a placeholder when the flow has one) and the captures of
 * the chosen type; in a titled fieldset when `heading` is given.
 */
export function DocumentSection({
  heading,
  label,
  placeholder,
  documentTypes,
  value,
  documentType,
  front,
  back,
  words,
  onType,
  onCapture,
}: {
  heading?: string;
  label: string;
  placeholder?: string;
  documentTypes: readonly DocumentType[];
  /** The select's value (0: none chosen). */
  value: number;
  /** The type whose pictures are taken (none: no captures). */
  documentType: DocumentType | undefined;
  front: Blob | undefined;
  back: Blob | undefined;
  words: DocumentWords;
  onType: (id: number) => void;
  onCapture: (side: 'front' | 'back') => void;
}) {
  const body = (
    <>
      <DocumentTypePicker label={label} placeholder={placeholder} documentTypes={documentTypes} value={value} onChange={onType} />
      {documentType ? <DocumentCaptures documentType={documentType} front={front} back={back} words={words} onCapture={onCapture} /> : null}
    </>
  );
  if (heading === undefined) return body;
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{heading}</legend>
      {body}
    </fieldset>
  );
}

export type GuardianWords = { heading: MessageKey; firstName: MessageKey; lastName: MessageKey; mobile: MessageKey; email: MessageKey; terms: MessageKey };

/**
 * The parent or guardian of a minor: the switch that copies the resident (`switchName`,
 * `switchLabel`), the guardian's names, mobile and e-mail, the terms, and what the flow adds
 * after them (`children`: the terms' links).
 */
export function GuardianSection({
  words,
  fields,
  set,
  switchName,
  switchLabel,
  switchOn,
  onSwitch,
  children,
}: {
  words: GuardianWords;
  fields: PersonFields;
  set: PatchPerson;
  switchName: string;
  switchLabel: string;
  switchOn: boolean;
  onSwitch: (on: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{t(words.heading)}</legend>
      <Switch name={switchName} label={switchLabel} checked={switchOn} onChange={onSwitch} />
      <TextField
        label={t(words.firstName)}
        name="guardianFirstName"
        value={fields.guardianFirstName}
        onChange={(e) => set({ guardianFirstName: e.target.value })}
      />
      <TextField
        label={t(words.lastName)}
        name="guardianLastName"
        value={fields.guardianLastName}
        onChange={(e) => set({ guardianLastName: e.target.value })}
      />
      <TextField
        label={t(words.mobile)}
        name="guardianMobile"
        type="tel"
        inputMode="tel"
        value={fields.guardianMobile}
        onChange={(e) => set({ guardianMobile: e.target.value })}
      />
      <TextField
        label={t(words.email)}
        name="guardianEmail"
        type="email"
        value={fields.guardianEmail}
        onChange={(e) => set({ guardianEmail: e.target.value })}
      />
      <label className="check">
        <input type="checkbox" name="termsAccepted" checked={fields.termsAccepted} onChange={(e) => set({ termsAccepted: e.target.checked })} />
        <span>{t(words.terms)}</span>
      </label>
      {children}
    </fieldset>
  );
}

/** Street 1, Street 2, Suburb, Town, Postal Code, each with the flow's label. */
export function AddressSection({
  heading,
  labels,
  fields,
  set,
}: {
  heading: string;
  labels: Record<AddressKey, MessageKey>;
  fields: PersonFields;
  set: PatchPerson;
}) {
  const keys: readonly AddressKey[] = ['street1', 'street2', 'suburb', 'town', 'postalCode'];
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{heading}</legend>
      {keys.map((key) => (
        <TextField key={key} label={t(labels[key])} name={key} value={fields[key]} onChange={(e) => set({ [key]: e.target.value })} />
      ))}
    </fieldset>
  );
}

/**
 * The face: 'Face captured' with its thumbnail once taken, the capture button (unless `hidden`),
 * and what the flow adds (`children`: the associates' 'do this later' switch).
 */
export function FaceSection({
  heading,
  face,
  captured,
  start,
  retake,
  hidden = false,
  onStart,
  children,
}: {
  heading: string;
  face: Blob | undefined;
  captured: string;
  start: string;
  retake: string;
  hidden?: boolean;
  onStart: () => void;
  children?: ReactNode;
}) {
  return (
    <fieldset className="associate-section">
      <legend className="section-title">{heading}</legend>
      {face && !hidden ? (
        <p className="associate-face-done">
          <Thumb blob={face} alt={captured} /> {captured}
        </p>
      ) : null}
      {!hidden ? (
        <Button variant="secondary" onClick={onStart}>
          {face ? retake : start}
        </Button>
      ) : null}
      {children}
    </fieldset>
  );
}
