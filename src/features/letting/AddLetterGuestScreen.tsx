import type { QueuedResult } from '../../app/queued-write';
import { dismissRefusedWrite } from '../../sync/outbox';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { validityDates, type FormProblem } from '../../domain/associates';
import { documentKind, type IdentityFields } from '../../domain/identity-documents';
import { fieldsFromDocument, guardianFromResident, toggleZone } from '../../domain/person-form';
import { cleanPhone } from '../../domain/invites';
import { guestFaceProblem, isMinorGuestRelationship, lettingGuestProblem } from '../../domain/letting';
import { t } from '../../i18n';
import { LETTING_MESSAGES } from '../../i18n/en/invites';
import { newRowId } from '../../sync/mutate';
import { prepareImageForUpload } from '../../app/photo-files';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { CameraCapture } from '../../ui/CameraCapture';
import { Dialog } from '../../ui/Dialog';
import { DocumentCapture } from '../../ui/DocumentCapture';
import { ZoneTiles } from '../../app/FormParts';
import { AddressSection, DocumentSection, FaceSection, GuardianSection, RelationshipSelect } from '../../app/PersonForm';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TextField } from '../../ui/TextField';
import { TopBar } from '../../ui/TopBar';
import { NoLettingUnit } from './NoLettingUnit';
import { ADDRESS_LABELS, BLANK_GUEST, GUARDIAN_WORDS, GUEST_DOCUMENT_WORDS, GuestTermsLinks, type GuestFields } from './GuestFormSections';
import { createGuest, useLettingUnitNo, useMyRecord, usePeopleConfig, type GuestPictures } from './letting.api';
import { ProblemDialog } from '../../app/PeopleParts';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

type Capture = 'front' | 'back' | 'face';

/** A picture as it is kept and uploaded (resized, no metadata); one the browser cannot decode is kept as it is. */
async function prepared(blob: Blob): Promise<Blob> {
  return prepareImageForUpload(blob).catch(() => blob);
}

/**
 * /addLetterGuest: relationship first, the other fields once one is chosen; a relationship naming
 * a minor switches to the minor flow (no mobile, e-mail, ID, address or document; the parent or
 * guardian and the terms instead). Add Guest runs the nine checks in the spec's order (each a
 * titled dialog for 5 s), uploads the pictures, creates the guest (online), and thanks with View
 * Guests. With no signal the guest is kept on this device and sent once online (the list shows
 * them waiting); a refusal when it lands shows the server's message.
 */
export function AddLetterGuestScreen({ unitNo: searchUnitNo, inviteId }: { unitNo: string; inviteId: string }) {
  const navigate = useNavigate();
  const router = useRouter();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const unitNo = useLettingUnitNo(estateId, searchUnitNo);
  const config = usePeopleConfig(estateId);
  const me = useMyRecord();
  const [fields, setFields] = useState<GuestFields>(BLANK_GUEST);
  const [pictures, setPictures] = useState<GuestPictures>({});
  const [capturing, setCapturing] = useState<Capture | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<QueuedResult | { kind: 'failed' } | null>(null);

  if (unitNo === '') return <NoLettingUnit top={<TopBar title={t('letting.guest.title')} onBack={() => router.history.back()} backLabel={t('app.back')} />} />;
  if (access === undefined || unitNo === undefined || config === undefined) return <LoadingOverlay />;

  const relationships = (config?.associateTypes ?? []).filter((g) => g.enabled).flatMap((g) => g.relationships);
  const documentTypes = (config?.documentTypes ?? []).filter((d) => d.enabled);
  const documentType = documentTypes.find((d) => d.DocumentTypeId === fields.documentTypeId) ?? documentTypes[0];
  const zones = (config?.accessZones ?? []).filter((z) => z.kind === 'letting' && z.active);
  const chosen = fields.associateTypeId > 0;
  const minor = isMinorGuestRelationship(fields.relationship);
  const guestsHref = `/letterAllVisitors?${new URLSearchParams({ unitNo }).toString()}`;

  const set = <K extends keyof GuestFields>(key: K, value: GuestFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const patch = (part: Partial<GuestFields>) => setFields((f) => ({ ...f, ...part }));

  const handleDocument = async (side: 'front' | 'back', image: Blob, read: IdentityFields) => {
    setCapturing(null);
    const picture = await prepared(image);
    setPictures((p) => (side === 'front' ? { ...p, documentFront: picture } : { ...p, documentBack: picture }));
    setFields((f) => ({ ...f, ...fieldsFromDocument(f, read, documentType !== undefined && documentKind(documentType) === 'passport') }));
  };

  const handleFace = async (image: Blob) => {
    setCapturing(null);
    const face = await prepared(image);
    setPictures((p) => ({ ...p, face }));
  };

  const startFace = () => {
    const blocker = guestFaceProblem(fields);
    if (blocker) setProblem(blocker);
    else setCapturing('face');
  };

  const submit = async () => {
    if (estateId === undefined) return;
    const found = lettingGuestProblem(
      {
        ...fields,
        documentTypeId: documentType?.DocumentTypeId ?? 0,
        hasDocumentFront: pictures.documentFront !== undefined,
        hasDocumentBack: pictures.documentBack !== undefined,
      },
      { zonesAvailable: zones.length, documentType },
    );
    if (found) {
      setProblem(found);
      return;
    }
    setBusy(true);
    const { validFrom, validTo } = validityDates(new Date());
    const answer = await createGuest(
      {
        guestId: newRowId(),
        estateId,
        unitNo,
        inviteId,
        associateTypeId: fields.associateTypeId,
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        phoneNumber: minor ? '' : cleanPhone(fields.mobile),
        email: minor ? '' : fields.email.trim(),
        passportOrIDNumber: minor ? '' : fields.idNumber.trim(),
        documentType: minor ? 0 : (documentType?.DocumentTypeId ?? 0),
        isMinor: minor,
        guardianFirstName: minor ? fields.guardianFirstName.trim() : '',
        guardianLastName: minor ? fields.guardianLastName.trim() : '',
        guardianMobile: minor ? cleanPhone(fields.guardianMobile) : '',
        guardianEmail: minor ? fields.guardianEmail.trim() : '',
        termsAccepted: minor && fields.termsAccepted,
        street1: minor ? '' : fields.street1,
        street2: minor ? '' : fields.street2,
        suburb: minor ? '' : fields.suburb,
        town: minor ? '' : fields.town,
        postalCode: minor ? '' : fields.postalCode,
        accessZoneIDList: [...fields.zoneIds],
        validFrom,
        validTo,
      },
      minor ? { face: pictures.face } : pictures,
      fields.relationship,
    ).catch(() => ({ kind: 'failed' }) as const);
    setBusy(false);
    setResult(answer);
  };

  if (capturing === 'face') {
    return (
      <div>
        <TopBar title={t('letting.guest.title')} onBack={() => setCapturing(null)} backLabel={t('app.back')} />
        <main className="page">
          <CameraCapture facing="user" label={t('letting.guest.faceLabel')} onCapture={(blob) => void handleFace(blob)} onCancel={() => setCapturing(null)} />
        </main>
      </div>
    );
  }
  if (capturing && documentType) {
    return (
      <div>
        <TopBar title={t('letting.guest.title')} onBack={() => setCapturing(null)} backLabel={t('app.back')} />
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
        title={t('letting.guest.title')}
        onBack={() => (window.history.length > 1 ? router.history.back() : void navigate({ href: guestsHref }))}
        backLabel={t('app.back')}
      />
      <main className="page associate-form">
        <p className="muted">{t('letting.unitHeading', { unitNo })}</p>
        <RelationshipSelect
          label={t('letting.guest.relationship')}
          placeholder={t('letting.guest.chooseRelationship')}
          relationships={relationships}
          value={fields.associateTypeId}
          onChoose={(picked) => patch({ associateTypeId: picked?.associateTypeId ?? 0, relationship: picked?.associateRelationship ?? '' })}
        />
        {chosen ? (
          <>
            <TextField label={t('letting.guest.firstName')} name="firstName" value={fields.firstName} onChange={(e) => set('firstName', e.target.value)} />
            <TextField label={t('letting.guest.lastName')} name="lastName" value={fields.lastName} onChange={(e) => set('lastName', e.target.value)} />
            {minor ? (
              <GuardianSection
                words={GUARDIAN_WORDS}
                fields={fields}
                set={patch}
                switchName="ownerIsGuardian"
                switchLabel={t('letting.guest.ownerIsGuardian')}
                switchOn={fields.ownerIsGuardian}
                onSwitch={(on) =>
                  patch({
                    ownerIsGuardian: on,
                    ...guardianFromResident(
                      on,
                      { firstName: me?.firstName ?? '', lastName: me?.lastName ?? '', mobile: me?.mobile ?? '', email: me?.email ?? '' },
                      cleanPhone,
                    ),
                  })
                }
              >
                <GuestTermsLinks />
              </GuardianSection>
            ) : (
              <>
                <TextField
                  label={t('letting.guest.mobile')}
                  name="mobile"
                  type="tel"
                  inputMode="tel"
                  value={fields.mobile}
                  onChange={(e) => set('mobile', e.target.value)}
                />
                <TextField label={t('letting.guest.email')} name="email" type="email" value={fields.email} onChange={(e) => set('email', e.target.value)} />
                <AddressSection heading={t('letting.guest.addressHeading')} labels={ADDRESS_LABELS} fields={fields} set={patch} />
                <TextField
                  label={t('letting.guest.idNumber')}
                  name="idNumber"
                  value={fields.idNumber}
                  autoComplete="off"
                  onChange={(e) => set('idNumber', e.target.value)}
                />
                <DocumentSection
                  heading={t('letting.guest.documentHeading')}
                  label={t('letting.guest.documentType')}
                  documentTypes={documentTypes}
                  value={documentType?.DocumentTypeId ?? 0}
                  documentType={documentType}
                  front={pictures.documentFront}
                  back={pictures.documentBack}
                  words={GUEST_DOCUMENT_WORDS}
                  onType={(id) => {
                    // A new document type drops the pictures of the old one.
                    setPictures((p) => ({ face: p.face }));
                    set('documentTypeId', id);
                  }}
                  onCapture={setCapturing}
                />
              </>
            )}
            <FaceSection
              heading={t('letting.guest.faceHeading')}
              face={pictures.face}
              captured={t('letting.guest.faceCaptured')}
              start={t('letting.guest.faceStart')}
              retake={t('letting.guest.faceRetake')}
              onStart={startFace}
            />
            <ZoneTiles
              heading={t('letting.zonesHeading')}
              zones={zones}
              selected={fields.zoneIds}
              onToggle={(id) => set('zoneIds', toggleZone(fields.zoneIds, id))}
            />
            <Button className="btn-block associate-submit" disabled={busy} onClick={() => void submit()}>
              {t('letting.guest.add')}
            </Button>
          </>
        ) : null}
      </main>
      {busy ? <LoadingOverlay /> : null}
      {problem ? <ProblemDialog problem={problem} onClose={() => setProblem(null)} /> : null}
      {result?.kind === 'landed' || result?.kind === 'queued' ? (
        <Dialog
          title={t('letting.thankYouTitle')}
          onClose={() => void navigate({ href: guestsHref })}
          actions={<Button onClick={() => void navigate({ href: guestsHref })}>{t('letting.viewGuests')}</Button>}
        >
          <p>{t(result.kind === 'landed' ? 'letting.guest.added' : 'letting.queued')}</p>
        </Dialog>
      ) : result?.kind === 'refused' ? (
        <ProblemDialog
          problem={{ title: t('letting.errorTitle'), message: result.message || LETTING_MESSAGES.guestFailed }}
          onClose={() => {
            void dismissRefusedWrite(result.outboxId);
            setResult(null);
          }}
        />
      ) : result?.kind === 'failed' ? (
        <ProblemDialog problem={{ title: t('letting.failedTitle'), message: LETTING_MESSAGES.guestFailed }} onClose={() => setResult(null)} />
      ) : null}
    </div>
  );
}
