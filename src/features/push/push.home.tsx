import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { HomeCard } from '../../app/home-cards';
import { turnOnPush, usePushOffer } from '../../app/push-client';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import './push.css';
import '../../i18n/areas/push';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * The moment that explains push (issue 29): after sign-in, on the home screen, while the browser
 * has not been asked. Turn on asks the browser then; Not now hides the card on this device (the
 * settings screen still turns push on).
 */
function PushOfferCard() {
  const { show, refresh, dismiss } = usePushOffer();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!show && !outcome) return null;

  const turnOn = async () => {
    setBusy(true);
    const failure = await turnOnPush().catch(() => ({ key: 'push.failed.server' as const, text: undefined }));
    setOutcome(failure ? { kind: 'error', text: failure.text ?? t(failure.key) } : { kind: 'success', text: t('push.turnedOn') });
    setBusy(false);
    refresh();
  };

  if (outcome) {
    return (
      <section className="card push-card" aria-labelledby="push-card-title" data-testid="push-card">
        <h2 id="push-card-title">{t('push.card.title')}</h2>
        <p className={`notice notice-${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'} data-testid="push-card-outcome">
          {outcome.text}
        </p>
        <div className="push-card-actions">
          <Link className="btn btn-secondary" to="/notificationSettings">
            {t('push.card.settings')}
          </Link>
          <Button variant="text" onClick={() => void dismiss().then(() => setOutcome(null))}>
            {t('push.dismiss')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section className="card push-card" aria-labelledby="push-card-title" data-testid="push-card">
      <h2 id="push-card-title">{t('push.card.title')}</h2>
      <p>{t('push.card.body')}</p>
      <div className="push-card-actions">
        <Button onClick={() => void turnOn()} disabled={busy}>
          {busy ? t('push.turningOn') : t('push.turnOn')}
        </Button>
        <Button variant="secondary" onClick={() => void dismiss()} disabled={busy}>
          {t('push.card.notNow')}
        </Button>
      </div>
    </section>
  );
}

export const homeCards: readonly HomeCard[] = [{ id: 'push-offer', order: 10, Card: PushOfferCard }];
