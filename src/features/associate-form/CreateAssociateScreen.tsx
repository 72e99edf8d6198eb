import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { ConsentArgs } from '../../contract/people';
import {
  allDayAccess,
  associateFormProblem,
  faceCaptureProblem,
  guardianFromResident,
  isMinorRelationship,
  needsAccessTerm,
  needsAddress,
  type FormProblem,
} from '../../domain/associates';
import { documentKind, type IdentityFields } from '../../domain/identity-documents';
import { fieldsFromDocument, toggleZone, type AddressKey } from '../../domain/person-form';
import { t, type MessageKey } from '../../i18n';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { ConsentDialog } from '../../ui/ConsentDialog';
import { DocumentCapture } from '../../ui/DocumentCapture';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { preparePicture, submitDraft, type AssociateDraft, type DraftFields } from './associate-draft';
import { Switch, ZoneTiles } from '../../app/FormParts';
import {
  AddressSection,
  DocumentSection,
  FaceSection,
  GuardianSection,
  RelationshipSelect,
  type DocumentWords,
  type GuardianWords,
} from '../../app/PersonForm';
import { useMyRecord, usePeopleConfig } from '../../app/associates.api';
import { ProblemDialog } from '../../app/PeopleParts';
import { formInputOf, SubmitResult, type SubmitAnswer } from './SubmitResult';
import { useDraftState } from './use-draft-state';
import '../../i18n/areas/associates';
import '../../i18n/areas/people';
import '../../i18n/areas/shell';

const DOCUMENT_WORDS: DocumentWords = {
  front: 'associates.documentFront',
  back: 'associates.documentBack',
  capture: 'associates.capture',
  recapture: 'associates.recapture',
};
const GUARDIAN_WORDS: GuardianWords = {
  heading: 'associates.guardianHeading',
  firstName: 'associates.guardianFirstName',
  lastName: 'associates.guardianLastName',
  mobile: 'associates.guardianMobile',
  email: 'associates.guardianEmail',
  terms: 'associates.terms',
};
const ADDRESS_LABELS: Record<AddressKey, MessageKey> = {
  street1: 'associates.street1',
  street2: 'associates.street2',
  suburb: 'associates.suburb',
  town: 'associates.town',
  postalCode: 'associates.postalCode',
};

/** What waits for the resident's consent (POPIA: before the first ID or face capture of a person). */
type Capture = 'idNumber' | 'face' | 'front' | 'back';

/**
 * /associates/create: relationship, document type, ID number, mobile, e-mail, names; guardian
 * and terms for minors; the address for staff who do not live in; access zones; the face (the
 * onboarding screens, or 'My associate will do this later'); the document pictures. NEXT leads
 * staff to the access terms; ADD ASSOCIATE creates family, tenants and minors with 24-hour
 * access. Everything is kept in db.drafts while the resident is away.
 */
export function CreateAssociateScreen({ unitNo, type }: { unitNo?: string | undefined; type?: string | undefined }) {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const config = usePeopleConfig(estateId);
  const me = useMyRecord();
  const start = unitNo && type ? { unitNo, associateType: type } : undefined;
  const { draft, change } = useDraftState({ estateId, config, start });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [consentFor, setConsentFor] = useState<Capture | null>(null);
  const [capturing, setCapturing] = useState<'front' | 'back' | null>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<SubmitAnswer | null>(null);
  const idInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (draft === null && !answer) void navigate({ to: '/associates' });
  }, [draft, answer, navigate]);

  if (access === undefined || config === undefined || !draft) return <LoadingOverlay />;

  const fields = draft.fields;
  const group = config?.associateTypes.find((g) => g.associateType === draft.associateType);
  const documentTypes = (config?.documentTypes ?? []).filter((d) => d.enabled);
  const documentType = documentTypes.find((d) => d.DocumentTypeId === fields.documentTypeId);
  const zones = (config?.accessZones ?? []).filter((z) => z.kind === 'estate' && z.active);
  const minor = isMinorRelationship(fields.relationship);
  const staffFlow = needsAccessTerm(draft.associateType, fields.relationship);
  const subjectName = `${fields.firstName} ${fields.lastName}`.trim() || t('associates.consentSubject');

  const set = <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => change((d) => ({ ...d, fields: { ...d.fields, [key]: value } }));
  const patch = (part: Partial<DraftFields>) => change((d) => ({ ...d, fields: { ...d.fields, ...part } }));

  const goToFace = async () => {
    const blocker = faceCaptureProblem(fields);
    if (blocker) {
      setProblem(blocker);
      return;
    }
    change((d) => ({ ...d, faceRequestedAt: Date.now() }));
    // The draft is written before leaving (saveDraft runs in order); the face comes back in db.drafts.
    void navigate({ to: '/associates/accessonboarding' });
  };

  const run = (capture: Capture) => {
    if (capture === 'idNumber') idInput.current?.focus();
    else if (capture === 'face') void goToFace();
    else setCapturing(capture);
  };

  /** Runs a capture once consent is on record; else asks for it first. */
  const withConsent = (capture: Capture) => {
    if (draft.consent) run(capture);
    else setConsentFor(capture);
  };

  const acceptConsent = (consent: ConsentArgs) => {
    const capture = consentFor;
    change((d) => ({ ...d, consent }));
    setConsentFor(null);
    // Focus after the dialog has returned focus to where it was.
    if (capture) window.setTimeout(() => run(capture), 0);
  };

  const handleDocument = async (side: 'front' | 'back', image: Blob, read: IdentityFields) => {
    setCapturing(null);
    const picture = await preparePicture(image);
    change((d) => ({
      ...d,
      ...(side === 'front' ? { documentFront: picture } : { documentBack: picture }),
      // A passport's number is its document number (the MRZ's), an SA document's the ID number.
      fields: { ...d.fields, ...fieldsFromDocument(d.fields, read, documentType !== undefined && documentKind(documentType) === 'passport') },
    }));
  };

  const submit = async () => {
    const found = associateFormProblem(formInputOf(draft), { zonesAvailable: zones.length, documentType });
    if (found) {
      setProblem(found);
      return;
    }
    if (staffFlow) {
      void navigate({ to: '/associates/access-term', search: { unitNo: draft.unitNo } });
      return;
    }
    setBusy(true);
    const outcome = await submitDraft(draft, allDayAccess()).catch(() => null);
    setBusy(false);
    setAnswer({ outcome });
  };

  if (capturing && documentType) {
    return (
      <div>
        <TopBar title={t('associates.createTitle')} onBack={() => setCapturing(null)} backLabel={t('app.back')} />
        <main className="page">
          <DocumentCapture
            documentType={documentType}
            side={capturing}
            onCapture={({ image, fields: read }) => void handleDocument(capturing, image, read)}
            onCancel={() => setCapturing(null)}
          />
        </main>
      </div>
    );
  }

  return (
    <div>
      <TopBar
        title={t('associates.createTitle')}
        onBack={() => void navigate({ to: '/associates/type', search: { unitNo: draft.unitNo } })}
        backLabel={t('app.back')}
      />
      <main className="page associate-form">
        <p className="muted">
          {draft.associateType} · {t('units.unit', { unitNo: draft.unitNo })}
        </p>
        <RelationshipSelect
          label={t('associates.relationship')}
          placeholder={t('associates.chooseRelationship')}
          relationships={group?.relationships ?? []}
          value={fields.associateTypeId}
          onChoose={(chosen) => patch({ associateTypeId: chosen?.associateTypeId ?? 0, relationship: chosen?.associateRelationship ?? '' })}
        />
        {!minor ? (
          <>
            <DocumentSection
              heading={t('associates.documentHeading')}
              label={t('associates.documentType')}
              documentTypes={documentTypes}
              value={fields.documentTypeId}
              documentType={documentType}
              front={draft.documentFront}
              back={draft.documentBack}
              words={DOCUMENT_WORDS}
              onType={(id) =>
                // A new document type drops the pictures of the old one.
                change((d) => {
                  const { documentFront: _front, documentBack: _back, ...rest } = d;
                  return { ...rest, fields: { ...d.fields, documentTypeId: id } } satisfies AssociateDraft;
                })
              }
              onCapture={(side) => withConsent(side)}
            />
            <TextField
              label={t('associates.idNumberLabel')}
              name="idNumber"
              inputRef={idInput}
              value={fields.idNumber}
              readOnly={!draft.consent}
              onFocus={(e) => {
                if (!draft.consent) {
                  e.currentTarget.blur();
                  withConsent('idNumber');
                }
              }}
              onChange={(e) => set('idNumber', e.target.value)}
              autoComplete="off"
            />
            <TextField
              label={t('associates.mobileLabel')}
              name="mobile"
              type="tel"
              inputMode="tel"
              value={fields.mobile}
              onChange={(e) => set('mobile', e.target.value)}
            />
            <TextField label={t('associates.emailLabel')} name="email" type="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />
          </>
        ) : null}
        <TextField label={t('associates.firstName')} name="firstName" value={fields.firstName} onChange={(e) => set('firstName', e.target.value)} />
        <TextField label={t('associates.lastName')} name="lastName" value={fields.lastName} onChange={(e) => set('lastName', e.target.value)} />
        {minor ? (
          <GuardianSection
            words={GUARDIAN_WORDS}
            fields={fields}
            set={patch}
            switchName="parentIsOwner"
            switchLabel={t('associates.parentIsOwner')}
            switchOn={fields.parentIsOwner}
            onSwitch={(on) =>
              change((d) => ({
                ...d,
                fields: {
                  ...d.fields,
                  parentIsOwner: on,
                  ...guardianFromResident(on, {
                    firstName: me?.firstName ?? '',
                    lastName: me?.lastName ?? '',
                    mobile: me?.mobile ?? '',
                    email: me?.email ?? '',
                  }),
                },
              }))
            }
          />
        ) : null}
        {needsAddress(draft.associateType, fields.relationship) ? (
          <AddressSection heading={t('associates.addressHeading')} labels={ADDRESS_LABELS} fields={fields} set={patch} />
        ) : null}
        <ZoneTiles
          heading={t('associates.zonesHeading')}
          zones={zones}
          selected={fields.zoneIds}
          onToggle={(id) => set('zoneIds', toggleZone(fields.zoneIds, id))}
        />
        <FaceSection
          heading={t('associates.faceHeading')}
          face={draft.face}
          captured={t('associates.faceCaptured')}
          start={t('associates.faceStart')}
          retake={t('associates.faceRetake')}
          hidden={fields.faceDeferred}
          onStart={() => withConsent('face')}
        >
          <Switch name="faceDeferred" label={t('associates.faceLater')} checked={fields.faceDeferred} onChange={(on) => set('faceDeferred', on)} />
        </FaceSection>
        <Button className="btn-block associate-submit" disabled={busy} onClick={() => void submit()}>
          {staffFlow ? t('associates.next') : t('associates.addAssociate')}
        </Button>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {consentFor ? (
        <ConsentDialog
          subjectName={subjectName}
          retentionDays={config?.limits.retentionDays ?? 0}
          onAccept={acceptConsent}
          onDecline={() => setConsentFor(null)}
        />
      ) : null}
      {problem ? <ProblemDialog problem={problem} onClose={() => setProblem(null)} /> : null}
      {answer ? <SubmitResult answer={answer} onClose={() => setAnswer(null)} /> : null}
    </div>
  );
}
