import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { activeVisitorTypes, isContractorType } from '../../domain/invites';
import { t } from '../../i18n';
import { INVITE_MESSAGES } from '../../i18n/en/invites';
import { useCurrentRole } from '../../app/use-current-role';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { useInviteDraft, withType } from '../../app/invite-draft';
import { useInviteSettings } from '../../app/visitors.api';
import './invite-form.css';
import '../../i18n/areas/shell';
import '../../i18n/areas/visitors';

/**
 * /VisitorInviteTypeScreen, /visitorInformation and /visitorInviteTypes: the estate's visitor type
 * tiles (delivery and on-demand types with a truck icon), one active at a time; Next needs one.
 */
export function VisitorTypeScreen() {
  const navigate = useNavigate();
  const access = useCurrentRole();
  const estateId = access?.estateId;
  const settings = useInviteSettings(estateId);
  const { draft, change } = useInviteDraft(estateId, '');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (draft === null) void navigate({ to: '/visitorUnits', replace: true });
  }, [draft, navigate]);

  if (access === undefined || settings === undefined || !draft) return <LoadingOverlay />;
  const types = activeVisitorTypes(settings.visitorTypes);
  const next = () => {
    if (draft.typeId < 1) setProblem(INVITE_MESSAGES.typeRequired);
    else void navigate({ to: '/visitorInviteDetails' });
  };

  return (
    <div>
      <TopBar title={t('visitors.typeTitle')} onBack={() => window.history.back()} backLabel={t('app.back')} />
      <main className="page visitor-types">
        <h2 className="section-title">{t('visitors.typeHeading')}</h2>
        <div className="tiles">
          {types.map((type) => {
            const on = draft.typeId === type.pkivisitorInviteTypeID;
            return (
              <button
                key={type.pkivisitorInviteTypeID}
                type="button"
                className={`tile visitor-type-tile${on ? ' visitor-type-on' : ''}`}
                aria-pressed={on}
                onClick={() => change((d) => withType(d, type))}
              >
                <Icon name={isContractorType(type) ? 'truck' : 'users'} size={32} />
                <span className="tile-title">{type.tileDisplayTitle}</span>
                {type.tileDescription ? <span className="tile-description">{type.tileDescription}</span> : null}
              </button>
            );
          })}
        </div>
        <Button className="btn-block visitor-submit" onClick={next}>
          {t('visitors.next')}
        </Button>
      </main>
      {problem ? (
        <Dialog
          title={t('visitors.typeTitle')}
          onClose={() => setProblem(null)}
          actions={<Button onClick={() => setProblem(null)}>{t('visitors.close')}</Button>}
        >
          <p>{problem}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
