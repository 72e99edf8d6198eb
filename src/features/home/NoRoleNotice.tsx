import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { OwnJoinRequest } from '../../app/join-request';
import { withdrawJoinRequest } from '../../app/join-request';
import { t } from '../../i18n';
import '../../i18n/areas/home';
import '../../i18n/areas/membership';

/**
 * What a user who holds no role can do next: switch estate, or write to the estate. When their
 * request to join an estate waits (or was declined), that is said first, with the reason.
 */
export function NoRoleNotice({ estateName, email, joinRequest }: { estateName: string; email: string; joinRequest?: OwnJoinRequest | null }) {
  return (
    <section className="card no-role" aria-labelledby="no-role-title">
      {joinRequest ? (
        <JoinRequestText joinRequest={joinRequest} fallbackEstate={estateName} />
      ) : (
        <>
          <h2 id="no-role-title" className="no-role-title">
            {t('home.noRole.title')}
          </h2>
          <p>{t('home.noRole.body', { estate: estateName })}</p>
        </>
      )}
      <div className="no-role-actions">
        <Link to="/SwitchEstate" className="btn btn-secondary">
          {t('home.noRole.switch')}
        </Link>
        {email ? (
          <a className="btn btn-primary" href={`mailto:${email}`} aria-label={t('home.noRole.contactLabel', { estate: estateName })}>
            {t('home.noRole.contact')}
          </a>
        ) : null}
      </div>
      {email ? <p className="muted no-role-email">{email}</p> : null}
    </section>
  );
}

/** The person's own request: waiting for their e-mail address, for the manager, or declined with the reason. */
function JoinRequestText({ joinRequest, fallbackEstate }: { joinRequest: OwnJoinRequest; fallbackEstate: string }) {
  const { request } = joinRequest;
  const estate = joinRequest.estateName || fallbackEstate;
  const [withdrawing, setWithdrawing] = useState(false);
  const title =
    request.status === 'declined'
      ? t('membership.home.declined', { estate })
      : request.status === 'awaitingVerification'
        ? t('membership.home.unverified', { estate })
        : t('membership.home.waiting', { estate });
  return (
    <div data-testid="join-request" data-status={request.status}>
      <h2 id="no-role-title" className="no-role-title">
        {title}
      </h2>
      {request.status === 'declined' ? <p>{t('membership.home.reason', { reason: request.reason })}</p> : null}
      {request.status !== 'declined' && request.unitClaimed ? <p className="muted">{t('membership.home.unit', { unitNo: request.unitClaimed })}</p> : null}
      {request.status !== 'declined' ? (
        <button
          type="button"
          className="btn btn-text"
          disabled={withdrawing}
          onClick={() => {
            setWithdrawing(true);
            void withdrawJoinRequest(request.id).finally(() => setWithdrawing(false));
          }}
        >
          {t('membership.home.withdraw')}
        </button>
      ) : null}
    </div>
  );
}
