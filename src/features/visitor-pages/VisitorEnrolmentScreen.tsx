import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { DocumentType } from '../../contract/people';
import type { VisitorOnboardingArgs } from '../../contract/invites';
import { keepEnrolmentForm, takeEnrolmentDrafts } from '../../app/enrolment-onboarding';
import { db } from '../../db/db';
import { isPassportDocument } from '../../domain/associates';
import type { IdentityFields } from '../../domain/identity-documents';
import { cleanPhone } from '../../domain/invites';
import { onboardingProblem } from '../../domain/letting';
import { fieldsFromDocument } from '../../domain/person-form';
import { t } from '../../i18n';
import { REGULAR_VISITOR_MESSAGES } from '../../i18n/en/invites';
import { prepareImageForUpload } from '../../app/photo-files';
import { useSession } from '../../sync/session';
import { Button } from '../../ui/Button';
import { DocumentCapture } from '../../ui/DocumentCapture';
import { EmptyState } from '../../ui/EmptyState';
import { Switch, Thumb } from '../../app/FormParts';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { ProblemDialog } from '../../app/PeopleParts';
import { Popup } from '../../ui/Popup';
import { FaceSection } from '../../app/PersonForm';
import { TopBar } from '../../ui/TopBar';
import { EnrolmentFields, VehicleFields, type EnrolmentForm } from './EnrolmentFields';
import type { CallResult } from '../../app/call-result';
import { submitOnboarding, type OnboardingPictures } from './visitor-pages.api';
import '../../i18n/areas/letting';
import '../../i18n/areas/shell';

type Capture = 'front' | 'back' | 'vinDisc';

/** The licence (VIN) disc as the document reader knows it: its PDF417 carries the registration. */
const VIN_DISC: DocumentType = { DocumentTypeId: 0, DocumentType: 'VIN Disc', needsBack: false, enabled: true };

type ScannedDetails = Pick<
  VisitorOnboardingArgs,
  'dateOfBirth' | 'gender' | 'documentExpiry' | 'mrz' | 'vehicleMake' | 'vehicleModel' | 'vinNumber' | 'engineNumber'
>;
const NOTHING_SCANNED: ScannedDetails = {
  dateOfBirth: '',
  gender: '',
  documentExpiry: '',
  mrz: '',
  vehicleMake: '',
  vehicleModel: '',
  vinNumber: '',
  engineNumber: '',
};

/** What is kept on the device while the face is taken through the onboarding screens. */
type KeptEnrolment = { form: EnrolmentForm; pictures: OnboardingPictures; scanned: ScannedDetails };
function isKeptEnrolment(value: unknown): value is KeptEnrolment {
  return typeof value === 'object' && value !== null && 'form' in value && 'pictures' in value && 'scanned' in value;
}

const BLANK: EnrolmentForm = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  under18: false,
  passport: false,
  idNumberOrPassportNo: '',
  nationality: '',
  documentType: 0,
  vehicleRegistrationNo: '',
  licencePlateNumber: '',
};

async function prepared(blob: Blob): Promise<Blob> {
  return prepareImageForUpload(blob).catch(() => blob);
}

/**
 * The 'Access onboarding' form of a regular visitor (/visitorenrolment) or a short-term letter
 * (/letterEnrolment, with the under-18 switch), reached through their join link: first name and
 * surname as per the identity document, mobile, optional e-mail, the ID/passport toggle, the
 * document type (the estate's regularVisitorDocTypes) and its pictures, the face, and where the
 * estate scans licence discs the vehicle registration and the disc. Checked in the spec's order,
 * then sent (online; pictures uploaded first): 'Onboarding completed successfully', then /home.
 */
export function VisitorEnrolmentScreen({ token, estateId: invitedEstateId, letting }: { token: string; estateId: number; letting: boolean }) {
  const navigate = useNavigate();
  const router = useRouter();
  const userId = useSession()?.userId;
  const me = useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : undefined), [userId]);
  // The invitation's estate (from the join link), else the account's default estate.
  const estateId = invitedEstateId > 0 ? invitedEstateId : me === undefined ? undefined : (me?.defaultEstate ?? null);
  const config = useLiveQuery(
    async () => (typeof estateId === 'number' ? ((await db.peopleConfig.get(estateId)) ?? null) : estateId === null ? null : undefined),
    [estateId],
  );
  const [form, setForm] = useState<EnrolmentForm | null>(null);
  const [pictures, setPictures] = useState<OnboardingPictures>({});
  const [capturing, setCapturing] = useState<Capture | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CallResult | null>(null);
  // What the scans read beyond the form's fields (spec 2 'Onboarding record'): kept with the record.
  const [scanned, setScanned] = useState<ScannedDetails>(NOTHING_SCANNED);

  // Back from the face onboarding screens: the form as it was, and the face taken there.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void takeEnrolmentDrafts(token).then(async ({ form: kept, face }) => {
      if (!live) return;
      if (isKeptEnrolment(kept)) {
        setForm(kept.form);
        setPictures(kept.pictures);
        setScanned(kept.scanned);
      }
      if (face) {
        const picture = await prepared(face);
        if (live) setPictures((p) => ({ ...p, face: picture }));
      }
      if (live) setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [token]);

  // The form starts from the account's own name, mobile and e-mail.
  useEffect(() => {
    if (me === undefined || form || !restored) return;
    setForm({ ...BLANK, firstName: me?.firstName ?? '', lastName: me?.lastName ?? '', phoneNumber: me?.mobile ?? '', email: me?.email ?? '' });
  }, [me, form, restored]);

  const title = t('regularVisitors.enrolmentTitle');
  const back = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  if (!token) {
    return (
      <div>
        <TopBar title={title} onBack={back} backLabel={t('app.back')} />
        <main className="page">
          <EmptyState message={REGULAR_VISITOR_MESSAGES.joinInvalid} />
        </main>
      </div>
    );
  }
  if (!form || config === undefined) return <LoadingOverlay />;

  const settings = config?.visitorSettings;
  const allowed = settings?.regularVisitorDocTypes ?? [];
  const documentTypes = (config?.documentTypes ?? []).filter(
    (d) => d.enabled && (allowed.length === 0 || allowed.includes(d.DocumentTypeId)) && isPassportDocument(d.DocumentTypeId) === form.passport,
  );
  const documentType = documentTypes.find((d) => d.DocumentTypeId === form.documentType);
  const vinScan = settings?.regularVisitorVinScan ?? false;
  const set = (part: Partial<EnrolmentForm>) => setForm((f) => (f ? { ...f, ...part } : f));

  const handleDocument = async (side: 'front' | 'back', image: Blob, read: IdentityFields) => {
    setCapturing(null);
    const picture = await prepared(image);
    setPictures((p) => (side === 'front' ? { ...p, documentFront: picture } : { ...p, documentBack: picture }));
    setScanned((s) => ({
      ...s,
      ...(read.dateOfBirth ? { dateOfBirth: read.dateOfBirth } : {}),
      ...(read.sex ? { gender: read.sex } : {}),
      ...(read.expiryDate ? { documentExpiry: read.expiryDate } : {}),
      ...(read.mrz ? { mrz: read.mrz } : {}),
    }));
    setForm((f) => {
      if (!f) return f;
      const { idNumber, ...names } = fieldsFromDocument(f, read, f.passport);
      return { ...f, ...names, ...(idNumber ? { idNumberOrPassportNo: idNumber } : {}) };
    });
  };

  const handleDisc = async (image: Blob, read: IdentityFields) => {
    setCapturing(null);
    const picture = await prepared(image);
    setPictures((p) => ({ ...p, vinDisc: picture }));
    const plate = read.vehicle?.licencePlateNumber ?? '';
    const car = read.vehicle;
    if (car)
      setScanned((s) => ({ ...s, vehicleMake: car.vehicleMake, vehicleModel: car.vehicleModel, vinNumber: car.vinNumber, engineNumber: car.engineNumber }));
    setForm((f) => (f ? { ...f, licencePlateNumber: plate, ...(plate && !f.vehicleRegistrationNo.trim() ? { vehicleRegistrationNo: plate } : {}) } : f));
  };

  const submit = async () => {
    const skip = letting && form.under18;
    const found = onboardingProblem(
      {
        ...form,
        documentType: skip || !documentType ? undefined : { DocumentType: documentType.DocumentType, needsBack: documentType.needsBack },
        hasDocumentFront: pictures.documentFront !== undefined,
        hasDocumentBack: pictures.documentBack !== undefined,
        hasFace: pictures.face !== undefined,
        vehicleRegistrationNo: vinScan ? form.vehicleRegistrationNo : '',
        hasVinDisc: pictures.vinDisc !== undefined,
      },
      { letting, vinScan },
    );
    if (found) {
      setProblem(found);
      return;
    }
    setBusy(true);
    const answer = await submitOnboarding(
      {
        token,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phoneNumber: cleanPhone(form.phoneNumber),
        email: form.email.trim(),
        under18: skip,
        documentType: skip ? 0 : (documentType?.DocumentTypeId ?? 0),
        idNumberOrPassportNo: skip ? '' : form.idNumberOrPassportNo.trim(),
        nationality: skip || !form.passport ? '' : form.nationality.trim(),
        vehicleRegistrationNo: vinScan ? form.vehicleRegistrationNo.trim() : '',
        licencePlateNumber: vinScan ? form.licencePlateNumber : '',
        ...(skip
          ? {
              ...NOTHING_SCANNED,
              vehicleMake: scanned.vehicleMake,
              vehicleModel: scanned.vehicleModel,
              vinNumber: scanned.vinNumber,
              engineNumber: scanned.engineNumber,
            }
          : scanned),
      },
      skip ? { vinDisc: vinScan ? pictures.vinDisc : undefined } : { ...pictures, vinDisc: vinScan ? pictures.vinDisc : undefined },
    ).catch((): CallResult => ({ kind: 'failed', message: '' }));
    setBusy(false);
    if (answer.kind === 'done') setResult(answer);
    else setProblem(answer.kind === 'offline' ? t('letting.offline') : answer.message || REGULAR_VISITOR_MESSAGES.onboardingFailed);
  };

  const cancelCapture = () => setCapturing(null);
  if (capturing) {
    return (
      <div>
        <TopBar title={title} onBack={cancelCapture} backLabel={t('app.back')} />
        <main className="page">
          {capturing === 'vinDisc' ? (
            <DocumentCapture documentType={VIN_DISC} side="front" onCapture={({ image, fields }) => void handleDisc(image, fields)} onCancel={cancelCapture} />
          ) : documentType ? (
            <DocumentCapture
              documentType={documentType}
              side={capturing}
              onCapture={({ image, fields }) => void handleDocument(capturing, image, fields)}
              onCancel={cancelCapture}
            />
          ) : null}
        </main>
      </div>
    );
  }

  const skip = letting && form.under18;
  return (
    <div>
      <TopBar title={title} onBack={back} backLabel={t('app.back')} />
      <main className="page associate-form">
        {letting ? <Switch name="under18" label={t('regularVisitors.under18')} checked={form.under18} onChange={(under18) => set({ under18 })} /> : null}
        <EnrolmentFields
          form={form}
          set={set}
          skipIdentity={skip}
          documentTypes={documentTypes}
          documentType={documentType}
          pictures={pictures}
          onCapture={setCapturing}
          onPassport={(passport) => {
            // A new kind of document drops the pictures and what was read from the old one.
            setPictures((p) => ({ face: p.face, vinDisc: p.vinDisc }));
            set({ passport, documentType: 0, idNumberOrPassportNo: '', nationality: '' });
          }}
          onDocumentType={(id) => {
            setPictures((p) => ({ face: p.face, vinDisc: p.vinDisc }));
            set({ documentType: id });
          }}
        />
        {!skip ? (
          <FaceSection
            heading={t('regularVisitors.faceHeading')}
            face={pictures.face}
            captured={t('letting.guest.faceCaptured')}
            start={t('regularVisitors.faceStart')}
            retake={t('letting.guest.faceRetake')}
            onStart={() =>
              // The face through the onboarding screens (spec 2), the form kept meanwhile.
              void keepEnrolmentForm(token, { form, pictures, scanned } satisfies KeptEnrolment).then(() =>
                navigate({
                  to: '/accessonboarding',
                  search: { flow: letting ? 'shortTermLetter' : 'regularVisitor', token, estateId: typeof estateId === 'number' ? estateId : 0 },
                }),
              )
            }
          />
        ) : null}
        {vinScan ? (
          <fieldset className="associate-section">
            <legend className="section-title">{t('regularVisitors.vehicleHeading')}</legend>
            <p className="muted">{t('regularVisitors.vehicleHint')}</p>
            <VehicleFields form={form} set={set} />
            {pictures.vinDisc ? <Thumb blob={pictures.vinDisc} alt={t('regularVisitors.vinDisc')} /> : null}
            <Button variant="secondary" onClick={() => setCapturing('vinDisc')}>
              {pictures.vinDisc ? t('letting.guest.recapture') : t('regularVisitors.scanVinDisc')}
            </Button>
          </fieldset>
        ) : null}
        <Button className="btn-block associate-submit" disabled={busy} onClick={() => void submit()}>
          {t('regularVisitors.submit')}
        </Button>
      </main>
      {busy ? <LoadingOverlay /> : null}
      {problem ? <ProblemDialog problem={{ title: title, message: problem }} onClose={() => setProblem(null)} /> : null}
      {result?.kind === 'done' ? (
        <Popup title={title} message={result.message || REGULAR_VISITOR_MESSAGES.onboardingDone} ms={3000} onClose={() => void navigate({ to: '/home' })} />
      ) : null}
    </div>
  );
}
