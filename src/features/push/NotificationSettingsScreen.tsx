import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { turnOffPush, turnOnPush, usePushDeviceState, type PushFailure } from '../../app/push-client';
import type { PushDeviceState } from '../../domain/push-device';
import { PUSH_CATEGORY_KEYS, type PushCategoryKey } from '../../domain/push';
import { t } from '../../i18n';
import { usePendingWriteCount, useRefusedWrites } from '../../sync/hooks';
import { dismissRefusedWrite } from '../../sync/outbox';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { setPushCategory, usePushChoices } from './push.api';
import './push.css';
import '../../i18n/areas/push';
import '../../i18n/areas/shell';

const BADGE_CLASS: Readonly<Record<PushDeviceState, string>> = {
  on: 'push-badge push-badge-on',
  off: 'push-badge',
  blocked: 'push-badge push-badge-blocked',
  unsupported: 'push-badge',
  install: 'push-badge',
};

type Outcome = { kind: 'success' | 'error'; text: string } | null;

const failureText = (failure: PushFailure) => failure.text ?? t(failure.key);

/**
 * /notificationSettings (issue 29): this device's push state and its on/off button, and the
 * user's categories (synced: they apply to every device, and switch offline through the outbox).
 * A refused permission is explained, never asked again; an iPhone's Safari tab is told to add the
 * app to the Home Screen first.
 */
export function NotificationSettingsScreen() {
  const { state, refresh } = usePushDeviceState();
  const choices = usePushChoices();
  const pending = usePendingWriteCount('push.setCategory', {}) ?? 0;
  const refused = useRefusedWrites('pushPreferences');
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const turnOn = async () => {
    setBusy('on');
    setOutcome(null);
    const failure = await turnOnPush().catch((): PushFailure => ({ key: 'push.failed.server' }));
    setOutcome(failure ? { kind: 'error', text: failureText(failure) } : { kind: 'success', text: t('push.turnedOn') });
    setBusy(null);
    refresh();
  };

  const turnOff = async () => {
    setBusy('off');
    setOutcome(null);
    await turnOffPush().catch(() => undefined);
    setOutcome({ kind: 'success', text: t('push.turnedOff') });
    setBusy(null);
    refresh();
  };

  const toggle = (category: PushCategoryKey, on: boolean) => {
    void setPushCategory(category, on).catch(() => undefined);
  };

  return (
    <div>
      <TopBar title={t('push.title')} onBack={() => void navigate({ to: '/profile' })} backLabel={t('app.back')} />
      <main className="page push-page">
        <section className="card push-section" aria-labelledby="push-device-title" data-testid="push-device">
          <div className="push-state">
            <h2 id="push-device-title">{t('push.device')}</h2>
            {state ? (
              <span className={BADGE_CLASS[state]} data-testid="push-device-state" data-state={state}>
                {t(`push.state.${state}`)}
              </span>
            ) : null}
          </div>
          {state ? <p className="push-explain">{t(`push.explain.${state}`)}</p> : null}
          {state === 'off' || state === 'on' ? (
            <div className="push-device-actions">
              {state === 'off' ? (
                <Button onClick={() => void turnOn()} disabled={busy !== null}>
                  {busy === 'on' ? t('push.turningOn') : t('push.turnOn')}
                </Button>
              ) : (
                <Button variant="secondary" onClick={() => void turnOff()} disabled={busy !== null}>
                  {busy === 'off' ? t('push.turningOff') : t('push.turnOff')}
                </Button>
              )}
            </div>
          ) : null}
          {outcome ? (
            <p className={`notice notice-${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'} data-testid="push-outcome">
              {outcome.text}
            </p>
          ) : null}
        </section>
        <section className="card push-section" aria-labelledby="push-categories-title" data-testid="push-categories">
          <h2 id="push-categories-title">{t('push.categories')}</h2>
          <p className="push-explain" id="push-categories-hint">
            {t('push.categoriesHint')}
          </p>
          {choices ? (
            <ul className="push-switches" aria-describedby="push-categories-hint">
              {PUSH_CATEGORY_KEYS.map((key) => (
                <li key={key}>
                  <label className="push-switch">
                    <span>{t(`push.category.${key}`)}</span>
                    <input type="checkbox" role="switch" checked={choices[key]} aria-checked={choices[key]} onChange={(e) => toggle(key, e.target.checked)} />
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          {refused.map((entry) => (
            <p key={entry.id} className="notice notice-error" role="alert">
              {entry.error}{' '}
              <Button variant="text" onClick={() => void dismissRefusedWrite(entry.id)}>
                {t('push.dismiss')}
              </Button>
            </p>
          ))}
          {pending > 0 ? (
            <p className="muted" role="status">
              {t('push.waiting')}
            </p>
          ) : null}
        </section>
      </main>
      {busy === 'on' ? <LoadingOverlay label={t('push.turningOn')} /> : null}
    </div>
  );
}
