import { CONSENT_VERSION, type ConsentArgs } from '../contract/people';
import { t } from '../i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';
import '../i18n/areas/onboarding';

type Props = { subjectName: string; retentionDays: number; onAccept: (consent: ConsentArgs) => void; onDecline: () => void };

/**
 * The POPIA notice shown before the first face or ID capture of a person
 * (reference "security-and-payments" section 5): what is collected, why, for how long and who
 * sees it. Accepting returns a consent record of this text's version (`CONSENT_VERSION`);
 * declining (or Escape) captures nothing.
 */
export function ConsentDialog({ subjectName, retentionDays, onAccept, onDecline }: Props) {
  const name = subjectName.trim() || '—';
  const params = { name, days: retentionDays };
  const handleAccept = () => onAccept({ consentId: crypto.randomUUID().replace(/-/g, ''), version: CONSENT_VERSION, acceptedAt: Date.now() });
  return (
    <Dialog
      title={t('onboarding.consent.title')}
      onClose={onDecline}
      actions={
        <>
          <Button variant="secondary" onClick={onDecline}>
            {t('onboarding.consent.decline')}
          </Button>
          <Button onClick={handleAccept}>{t('onboarding.consent.accept')}</Button>
        </>
      }
    >
      <div className="consent-text">
        <p>{t('onboarding.consent.intro', params)}</p>
        <h3>{t('onboarding.consent.whatHeading')}</h3>
        <p>{t('onboarding.consent.what', params)}</p>
        <h3>{t('onboarding.consent.whyHeading')}</h3>
        <p>{t('onboarding.consent.why', params)}</p>
        <h3>{t('onboarding.consent.howLongHeading')}</h3>
        <p>{t('onboarding.consent.howLong', params)}</p>
        <h3>{t('onboarding.consent.whoHeading')}</h3>
        <p>{t('onboarding.consent.who', params)}</p>
        <p className="muted">{t('onboarding.consent.choice', params)}</p>
      </div>
    </Dialog>
  );
}
