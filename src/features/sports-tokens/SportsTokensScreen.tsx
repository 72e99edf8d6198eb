import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCurrentRole } from '../../app/use-current-role';
import { formatDateTime } from '../../domain/locale-format';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useBookingsContent, useMyTokens } from './sports-tokens.api';
import './sports-tokens.css';
import '../../i18n/areas/sports-tokens';
import '../../i18n/areas/shell';

/**
 * /SportsTokens: the user's Sports Token balance at the current estate and its history, from
 * Dexie (offline too); the token modal (its title and '1 Sports Token = 1 Session (55 mins)' from
 * the estate's bookings content) and the promo modal, which opens by itself once per visit when
 * the estate has a promo. Make new booking! leads to /MakeBooking.
 */
export function SportsTokensScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const content = useBookingsContent(access?.estateId);
  const tokens = useMyTokens(access?.estateId);
  const [modal, setModal] = useState<'token' | 'promo' | null>(null);
  const [promoSeen, setPromoSeen] = useState(false);
  if (access === undefined || (access !== null && (content === undefined || tokens === undefined))) return <LoadingOverlay />;
  const back = () => void navigate({ to: '/bookings', search: { tab: 'requested' } });
  const hasPromo = content !== undefined && content.promoText !== '';
  const shown = modal ?? (hasPromo && !promoSeen ? 'promo' : null);
  const close = () => {
    setModal(null);
    setPromoSeen(true);
  };
  return (
    <div>
      <TopBar title={content?.tokenModalTitle || t('tokens.title')} onBack={back} backLabel={t('app.back')} />
      <main className="page">
        {content && !content.newBookingsFlow && !content.newLagoonFlow ? <p className="notice">{t('tokens.flowOff')}</p> : null}
        <section className="card" aria-label={t('tokens.balance')}>
          <p className="muted">{t('tokens.balance')}</p>
          <p className="tokens-balance" data-testid="token-balance">
            <strong>{t('tokens.balanceValue', { n: tokens?.balance ?? 0 })}</strong>
          </p>
          <p>{content?.tokenExplanation}</p>
          <div className="row">
            <Button variant="secondary" onClick={() => setModal('token')}>
              {t('tokens.whatIs')}
            </Button>
            {hasPromo ? (
              <Button variant="secondary" onClick={() => setModal('promo')}>
                {t('tokens.promo')}
              </Button>
            ) : null}
          </div>
        </section>
        <Button className="btn-block" onClick={() => void navigate({ to: '/MakeBooking' })}>
          {content?.buttonText || t('tokens.book')}
        </Button>
        <h2>{t('tokens.history')}</h2>
        {tokens && tokens.moves.length > 0 ? (
          <ul className="list" data-testid="token-moves">
            {tokens.moves.map((move) => (
              <li key={move.id} className="list-row token-row">
                <span className="record-text">
                  <strong>{t(`tokens.reason${move.reason}`)}</strong>
                  <span className="muted">{[formatDateTime(move.createdAt), move.note].filter(Boolean).join(' · ')}</span>
                </span>
                <span>{move.delta > 0 ? `+${move.delta}` : String(move.delta)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message={t('tokens.noHistory')} />
        )}
      </main>
      {shown === 'token' ? (
        <Dialog title={content?.tokenModalTitle || t('tokens.title')} onClose={close} actions={<Button onClick={close}>{t('tokens.close')}</Button>}>
          <p data-testid="token-explanation">{content?.tokenExplanation}</p>
          <p>{t('tokens.howToGet')}</p>
        </Dialog>
      ) : null}
      {shown === 'promo' && content ? (
        <Dialog title={content.promoModalTitle || t('tokens.title')} onClose={close} actions={<Button onClick={close}>{t('tokens.close')}</Button>}>
          <p data-testid="token-promo">{content.promoText}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
