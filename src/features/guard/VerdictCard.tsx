import { useId, type ReactNode } from 'react';
import type { GateDecision } from '../../domain/qr';
import { estateTime, estateWindow } from '../../domain/estate-time';
import { t, type MessageKey } from '../../i18n';
import { useStoredFileUrl } from '../../app/stored-files';
import { Button } from '../../ui/Button';
import { useGateFace, useGateResident } from './guard.api';
import { FACE_KINDS, passHost, UNTRUSTED_REASONS, type PassVerdict } from './guard-passes';
import '../../i18n/areas/guard';

export const reasonKey = (reason: string) => `guard.reason.${reason}` as MessageKey;
export const passReasonKey = (reason: string) => `guard.passReason.${reason}` as MessageKey;
const passKindKey = (kind: string) => `guard.passKind.${kind}` as MessageKey;

/** A resident code's reasons that leave the credential unproven (no name may be shown). */
export const UNTRUSTED_CODE_REASONS: ReadonlySet<string> = new Set(['malformed', 'bad-issuer-signature', 'unknown-key']);

/**
 * The verdict on screen: a resident's rotating code or a pass (QR or PIN). `scan` counts the
 * console's checks, so a reader can tell this check's verdict from the previous one's;
 * `decidedAt` is the decision's time and `admittedAt` the holder's admission minutes before
 * (server time, epoch ms), when the device's log shows one.
 */
export type Shown = ({ kind: 'resident'; decision: GateDecision } | { kind: 'pass'; verdict: PassVerdict }) & {
  scan: number;
  decidedAt: number;
  admittedAt: number | null;
};

/** The full-screen card of a verdict: the word, the person, the pass's window, the time, Next. */
export function VerdictCard({ shown, estateId, onNext }: { shown: Shown; estateId: number | undefined; onNext: () => void }) {
  return shown.kind === 'resident' ? (
    <ResidentVerdict shown={shown} decision={shown.decision} estateId={estateId} onNext={onNext} />
  ) : (
    <PassVerdictCard shown={shown} verdict={shown.verdict} onNext={onNext} />
  );
}

type FrameProps = {
  shown: Shown;
  decision: 'ALLOW' | 'DENY';
  reason: string;
  reasonText: string;
  method?: string;
  photo: string | undefined;
  name: string | null;
  detail: string;
  window?: string;
  /** The resident who issued the pass and their phone ('Call host'); none when the gate row holds no phone. */
  host?: { name: string; phone: string };
  onNext: () => void;
};

/** The digits and '+' of a phone number, for a tel: link. */
const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * ALLOW (green), DENY (red), or ALREADY ADMITTED (amber: a repeat scan of someone let in minutes
 * ago, still refused and logged as a DENY). Fixed over the whole screen so nothing under it moves.
 */
function VerdictFrame(p: FrameProps): ReactNode {
  const titleId = useId();
  const admitted = p.decision === 'DENY' && p.shown.admittedAt !== null;
  const tone = admitted ? 'admitted' : p.decision === 'ALLOW' ? 'allow' : 'deny';
  const word = admitted ? t('guard.alreadyAdmitted') : t(p.decision === 'ALLOW' ? 'guard.allow' : 'guard.deny');
  return (
    <section
      className={`guard-verdict guard-verdict-${tone}`}
      data-testid="gate-decision"
      data-scan={p.shown.scan}
      data-decision={p.decision}
      data-reason={p.reason}
      data-admitted={admitted ? 'true' : undefined}
      {...(p.method ? { 'data-method': p.method } : {})}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
    >
      <div className="guard-verdict-body" aria-live="assertive">
        <p className="guard-verdict-word" id={titleId}>
          {word}
        </p>
        {admitted && p.shown.admittedAt !== null ? (
          <p className="guard-verdict-when">{t('guard.alreadyAdmittedAt', { time: estateTime(p.shown.admittedAt) })}</p>
        ) : null}
        <p className="guard-verdict-reason">{p.reasonText}</p>
        {p.name !== null ? (
          <div className="guard-person" data-testid="guard-pass-holder">
            {p.photo ? <img className="guard-photo" src={p.photo} alt="" width={128} height={128} /> : null}
            <p className="guard-person-name">{p.name}</p>
            {p.detail ? <p>{p.detail}</p> : null}
          </div>
        ) : null}
        {p.window ? <p className="guard-verdict-window">{p.window}</p> : null}
        <p className="guard-verdict-time">{t('guard.decidedAt', { time: estateTime(p.shown.decidedAt) })}</p>
      </div>
      <div className="guard-verdict-actions">
        {p.host ? (
          <a className="btn guard-call-host" href={telHref(p.host.phone)} data-testid="guard-call-host">
            {t('guard.callHost')}
            {p.host.name ? <span className="guard-call-host-name">{p.host.name}</span> : null}
          </a>
        ) : null}
        {/* biome-ignore lint/a11y/noAutofocus: the card takes the whole screen; its one action is where focus belongs. */}
        <Button className="guard-next" onClick={p.onNext} autoFocus>
          {t('guard.next')}
        </Button>
      </div>
    </section>
  );
}

function ResidentVerdict({ shown, decision, estateId, onNext }: { shown: Shown; decision: GateDecision; estateId: number | undefined; onNext: () => void }) {
  // Whose code it is, only once the estate's signature on the credential held.
  const trusted = !UNTRUSTED_CODE_REASONS.has(decision.reason) && decision.credential !== undefined;
  const userId = trusted ? decision.credential?.userId : undefined;
  const resident = useGateResident(estateId, userId);
  // The face taken at identity onboarding when there is one, else the profile photo.
  const face = useGateFace(estateId, userId);
  const photo = useStoredFileUrl(face || resident?.photoURL || undefined);
  const detail = resident
    ? [resident.roleDisplayName, resident.unitNo ? t('guard.unit', { unit: resident.unitNo }) : ''].filter((x) => x !== '').join(' · ')
    : '';
  return (
    <VerdictFrame
      shown={shown}
      decision={decision.decision}
      reason={decision.reason}
      reasonText={t(reasonKey(decision.reason))}
      photo={photo}
      name={trusted ? (resident?.displayName ?? t('guard.unknownResident')) : null}
      detail={detail}
      onNext={onNext}
    />
  );
}

/**
 * A pass, once it held (its signature, or the PIN matched a synced pass): the holder's name from
 * the synced row ('Visitor pass' for a pass made after this console's last sync), the kind, the
 * unit, the window in words, for people with a face on file the photo for a human match, and
 * 'Call host' when the synced row holds the issuing resident's phone.
 */
function PassVerdictCard({ shown, verdict, onNext }: { shown: Shown; verdict: PassVerdict; onNext: () => void }) {
  const trusted = verdict.pass !== undefined && !UNTRUSTED_REASONS.has(verdict.reason);
  const row = trusted ? verdict.row : undefined;
  const photo = useStoredFileUrl(row?.photoURL && FACE_KINDS.has(row.kind) ? row.photoURL : undefined);
  const pass = trusted ? verdict.pass : undefined;
  const window = pass ? estateWindow(pass.validFrom * 1000, pass.validTo * 1000, shown.decidedAt) : undefined;
  const host = passHost(verdict);
  return (
    <VerdictFrame
      shown={shown}
      decision={verdict.decision}
      reason={verdict.reason}
      reasonText={t(passReasonKey(verdict.reason))}
      method={verdict.method}
      photo={photo}
      name={pass ? row?.holderName || t('guard.visitorPass') : null}
      detail={pass ? [t(passKindKey(pass.kind)), pass.unitNo ? t('guard.unit', { unit: pass.unitNo }) : ''].filter((x) => x !== '').join(' · ') : ''}
      {...(window ? { window: t(`guard.window.${window.state}`, { from: window.from, to: window.to }) } : {})}
      {...(host ? { host } : {})}
      onNext={onNext}
    />
  );
}
