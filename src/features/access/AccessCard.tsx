import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { qrSize, refreshIntervalMs } from '../../domain/qr';
import { t } from '../../i18n';
import { useStoredFileUrl } from '../../app/stored-files';
import { ApiError } from '../../sync/transport';
import { enrolCredential, needsCredential, nextQr, startQr, type QrStartInput } from './access.api';
import type { AccessState } from './use-access-state';
import '../../i18n/areas/access';

function useWindowQrSize(): number {
  const [size, setSize] = useState(() => qrSize(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setSize(qrSize(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** The first code, drawn by the worker with the PIN check (checkPin's FirstQr), and what its session was started with. */
export type FirstCode = { readonly input: QrStartInput; readonly payload: string };

const inputKey = (input: QrStartInput) => `${input.credential}|${input.encryption ? `${input.encryption.qrCodeKey}|${input.encryption.qrCodeKeyIv}` : ''}`;

/**
 * After a correct PIN: avatar, name, '{role} - {estate}' and the rotating QR from the worker.
 * The credential is fetched (online) when missing or half-expired; the code itself is made on
 * the device, so it keeps working offline once a credential is held. `first`: the code the PIN
 * check already drew, shown in the card's first render (its session is running in the worker).
 */
export function AccessCard({ state, online, first }: { state: AccessState; online: boolean; first?: FirstCode | null }) {
  const { user, current, estate, accessInfo, config, pin, credential } = state;
  const [payload, setPayload] = useState<string | null>(first?.payload ?? null);
  // Used once, by the first run of the drawing effect below.
  const firstCode = useRef(first ?? null);
  const [error, setError] = useState<string | null>(null);
  const size = useWindowQrSize();
  const devicePub = pin?.devicePub ?? '';
  // Credential dates are the server's: compare them with server-corrected time.
  const need = needsCredential(credential, devicePub, (Date.now() + state.clockOffsetMs) / 1000, state.roleKey);
  const estateId = current?.estateId;

  // Get (or renew) the credential whenever the device is online and needs one. A failure other than
  // a refusal (a dropped connection, a slow or failing server) is tried again with a growing pause,
  // so a resident with poor signal gets the code as soon as one call goes through.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!need || !online || estateId === undefined || !devicePub) return;
    let cancelled = false;
    let retry: number | undefined;
    enrolCredential(state.userId, estateId)
      .then(() => {
        if (cancelled) return;
        setError(null);
        setAttempt(0);
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        if (err instanceof ApiError && err.status === 403) return setError(err.message);
        if (need === 'missing') setError(err instanceof ApiError ? err.message : t('access.needOnline'));
        retry = window.setTimeout(() => setAttempt((n) => n + 1), Math.min(2000 * 2 ** attempt, 30_000));
      });
    return () => {
      cancelled = true;
      if (retry !== undefined) window.clearTimeout(retry);
    };
  }, [need, online, estateId, devicePub, state.userId, attempt]);

  const usable = need !== 'missing' && credential ? credential.credential : null;
  const interval = refreshIntervalMs(accessInfo?.refreshInterval);
  const encryption = config?.encryptionEnabled ? { qrCodeKey: config.qrCodeKey, qrCodeKeyIv: config.qrCodeKeyIv } : null;
  const configReady = config !== undefined;
  const encryptionKey = encryption ? `${encryption.qrCodeKey}|${encryption.qrCodeKeyIv}` : '';

  // Load the credential into the worker and draw a fresh code every refresh interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: encryptionKey stands for encryption, a new object every render.
  useEffect(() => {
    if (!usable || !configReady) return;
    let cancelled = false;
    let timer: number | undefined;
    const draw = async () => {
      const text = await nextQr();
      if (!cancelled) setPayload(text);
    };
    const pre = firstCode.current;
    firstCode.current = null;
    if (pre && inputKey(pre.input) === inputKey({ credential: usable, encryption })) {
      // The worker's session already runs with this credential and drew the code shown.
      timer = window.setInterval(() => void draw().catch(() => undefined), interval);
      return () => {
        cancelled = true;
        window.clearInterval(timer);
      };
    }
    void (async () => {
      const started = await startQr({ credential: usable, encryption });
      if (cancelled) return;
      if (!started.ok) {
        setError(t('access.needOnline'));
        return;
      }
      await draw();
      timer = window.setInterval(() => void draw().catch(() => undefined), interval);
    })();
    return () => {
      cancelled = true;
      if (timer !== undefined) window.clearInterval(timer);
    };
    // encryptionKey stands for `encryption` (a new object every render).
  }, [usable, configReady, encryptionKey, interval]);

  const revert = accessInfo?.revertToOffline === true;
  // The connection as it is, from the first frame (the spec's 3 s in 'Offline' before switching is
  // dropped: README "Deliberate departures"): the browser's network state, and offline while the
  // estate has reverted access control to offline mode.
  const mode: 'offline' | 'online' = online && !revert ? 'online' : 'offline';

  const name = user?.displayName?.trim() || t('access.user');
  // Stored photos need the token: fetched once, then served from the device's file cache.
  const photo = useStoredFileUrl(user?.photoURL || undefined);
  return (
    <section className="card access-card" aria-label={t('access.qrLabel')}>
      <div className="access-person">
        {photo ? (
          <img className="avatar" src={photo} alt="" width={56} height={56} />
        ) : (
          <span className="avatar icon-initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <h2 className="access-name">{name}</h2>
          <p className="muted access-role">
            {t('access.roleEstate', { role: current?.roleDisplayName ?? '', estate: estate?.estateName ?? current?.estateName ?? '' })}
          </p>
          {state.units.length > 0 ? (
            <p className="access-unit" data-testid="access-unit">
              {state.units.length === 1 ? t('access.unit', { unit: state.units[0] ?? '' }) : t('access.units', { units: state.units.join(', ') })}
            </p>
          ) : null}
        </div>
      </div>
      <div className="access-qr" data-testid="gate-qr" data-payload={payload ?? ''} data-mode={mode} style={{ minHeight: size }}>
        {payload ? (
          <QRCodeSVG value={payload} size={size} level="M" marginSize={2} title={t('access.qrLabel')} />
        ) : error || (need === 'missing' && !online) ? (
          <p className="notice notice-error" role="alert">
            {error ?? t('access.needOnline')}
          </p>
        ) : (
          <span className="center" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('access.qrPreparing')}</span>
          </span>
        )}
      </div>
      {payload ? <p className={`access-mode access-mode-${mode}`}>{t(mode === 'online' ? 'access.mode.online' : 'access.mode.offline')}</p> : null}
      {revert ? (
        <p className="access-revert" role="alert">
          {accessInfo?.Message || t('access.revertDefault')}
        </p>
      ) : null}
    </section>
  );
}
