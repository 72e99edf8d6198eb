import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { ConsentArgs } from '../../contract/people';
import { enrolmentPath, keepEnrolmentFace, type EnrolmentFlow } from '../../app/enrolment-onboarding';
import { db } from '../../db/db';
import { t } from '../../i18n';
import { UPLOAD_MESSAGES } from '../../i18n/en/onboarding';
import { useOnline, useRefusedWrites } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { useSession } from '../../sync/session';
import { Button } from '../../ui/Button';
import { CameraCapture } from '../../ui/CameraCapture';
import { ConsentDialog } from '../../ui/ConsentDialog';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Popup } from '../../ui/Popup';
import { TopBar } from '../../ui/TopBar';
import type { OnboardingSearch } from './onboarding-flow';
import {
  finishPendingOnboarding,
  keepAssociateFace,
  saveOwnConsent,
  submitOwnFace,
  useOwnConsent,
  useOwnFaceWaiting,
  type OwnOnboardingResult,
} from './own-onboarding';
import { usePeopleConfig } from './use-wizard-config';
import '../../i18n/areas/onboarding';
import '../../i18n/areas/shell';

/** Days kept after removal when the estate's configuration is not on the device yet (the seed's default). */
const DEFAULT_RETENTION_DAYS = 30;

/** The associate flow: the face goes to the add-associate form, which uploads it with the associate. */
function AssociateFace() {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <CameraCapture
      facing="user"
      label={t('onboarding.faceLabelAssociate')}
      onCapture={(blob) => void keepAssociateFace(blob).then(() => navigate({ href: '/associates/create' }))}
      onCancel={() => router.history.back()}
    />
  );
}

/**
 * A regular visitor's or letter's face (spec 2: after the face the flow goes to /visitorenrolment
 * or /letterEnrolment): kept on the device for their enrolment form, which uploads it with the rest.
 */
function EnrolmentFace({ flow, token, estateId }: { flow: EnrolmentFlow; token: string; estateId: number }) {
  const navigate = useNavigate();
  const router = useRouter();
  return (
    <CameraCapture
      facing="user"
      label={t('onboarding.faceLabel')}
      onCapture={(blob) => void keepEnrolmentFace(token, blob).then(() => navigate({ href: enrolmentPath(flow, token, estateId), replace: true }))}
      onCancel={() => router.history.back()}
    />
  );
}

/**
 * The user's own face: consent first (POPIA) unless given for this capture, then the camera;
 * the picture is kept on the device, stripped and uploaded, and `onboarding.complete` queued.
 * Offline it waits and is finished once the device is online again.
 */
function OwnFace() {
  const navigate = useNavigate();
  const router = useRouter();
  const session = useSession();
  const user = useLiveQuery(async () => (session?.userId ? ((await db.users.get(session.userId)) ?? null) : null), [session?.userId]);
  const config = usePeopleConfig();
  const consent = useOwnConsent();
  const waiting = useOwnFaceWaiting();
  const online = useOnline();
  const refused = useRefusedWrites('users').filter((entry) => entry.name === 'onboarding.complete');
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const settle = useCallback((result: OwnOnboardingResult) => {
    setBusy(false);
    if (result.kind === 'done') setDone(true);
    else if (result.kind === 'failed') setMessage(result.message);
    else if (result.kind === 'waiting') setMessage(t('onboarding.savedOffline'));
  }, []);

  const finish = useCallback(() => {
    setBusy(true);
    setMessage(null);
    finishPendingOnboarding()
      .then(settle)
      .catch(() => settle({ kind: 'failed', message: UPLOAD_MESSAGES.faceFailed }));
  }, [settle]);

  // Back online (or on arrival) with a face waiting: finish it.
  useEffect(() => {
    if (online && waiting) finish();
  }, [online, waiting, finish]);

  const handleCapture = (blob: Blob, given: ConsentArgs) => {
    setBusy(true);
    setMessage(null);
    for (const entry of refused) void dismissRefusedWrite(entry.id);
    submitOwnFace(blob, given)
      .then(settle)
      .catch(() => settle({ kind: 'failed', message: UPLOAD_MESSAGES.faceFailed }));
  };

  if (consent === undefined || waiting === undefined || config === undefined || user === undefined) return <LoadingOverlay />;
  if (done) return <Popup title={t('onboarding.faceTitle')} message={UPLOAD_MESSAGES.onboardingDone} onClose={() => void navigate({ to: '/home' })} />;
  if (declined) {
    return (
      <div className="stack">
        <p>{t('onboarding.declined')}</p>
        <Button className="btn-block" onClick={() => void navigate({ to: '/home' })}>
          {t('onboarding.done')}
        </Button>
      </div>
    );
  }
  const offline = message === t('onboarding.savedOffline') || (message === null && waiting && !online);
  const refusal = offline ? null : (message ?? refused.at(-1)?.error ?? null);
  return (
    <div className="stack">
      {refusal ? (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {offline ? (
        <p className="muted" role="status">
          {t('onboarding.savedOffline')}
        </p>
      ) : null}
      {busy ? <LoadingOverlay label={t('onboarding.uploading')} /> : null}
      {waiting ? (
        <Button className="btn-block" disabled={busy || !online} onClick={finish}>
          {t('onboarding.retry')}
        </Button>
      ) : busy ? null : consent === null ? (
        <ConsentDialog
          subjectName={user ? `${user.firstName} ${user.lastName}`.trim() || user.displayName : ''}
          retentionDays={config?.limits.retentionDays ?? DEFAULT_RETENTION_DAYS}
          onAccept={(given) => void saveOwnConsent(given)}
          onDecline={() => setDeclined(true)}
        />
      ) : (
        <CameraCapture
          facing="user"
          label={t('onboarding.faceLabel')}
          onCapture={(blob) => handleCapture(blob, consent)}
          onCancel={() => router.history.back()}
        />
      )}
    </div>
  );
}

/** /facialRecognition: the camera facing the user; what happens to the picture depends on the flow. */
export function FacialRecognitionScreen({ flow, token, estateId }: OnboardingSearch) {
  const router = useRouter();
  return (
    <div>
      <TopBar title={t('onboarding.faceTitle')} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page onboarding-page">
        {flow === 'associate' ? (
          <AssociateFace />
        ) : (flow === 'regularVisitor' || flow === 'shortTermLetter') && token ? (
          <EnrolmentFace flow={flow} token={token} estateId={estateId ?? 0} />
        ) : (
          <OwnFace />
        )}
      </main>
    </div>
  );
}
