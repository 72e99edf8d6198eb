import { useNavigate, useRouter } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { flowSearch, type OnboardingSearch } from './onboarding-flow';
import { useWizardConfig } from './use-wizard-config';
import { WizardBlocks } from './WizardBlocks';
import '../../i18n/areas/onboarding';
import '../../i18n/areas/shell';

/** /onboardingwizardcomplete: the estate's completed-screen blocks; Next opens the camera (/facialRecognition). */
export function WizardCompleteScreen(search: OnboardingSearch) {
  const navigate = useNavigate();
  const router = useRouter();
  const wizard = useWizardConfig();
  return (
    <div>
      <TopBar title={t('onboarding.completeTitle')} onBack={() => router.history.back()} backLabel={t('app.back')} />
      <main className="page onboarding-page">
        {wizard === undefined ? (
          <LoadingOverlay />
        ) : wizard === null ? (
          <p className="muted">{t('onboarding.noConfig')}</p>
        ) : (
          <WizardBlocks blocks={wizard.wizardCompletedScreen} />
        )}
        <div className="onboarding-actions">
          <Button className="btn-block" disabled={wizard === undefined} onClick={() => void navigate({ to: '/facialRecognition', search: flowSearch(search) })}>
            {t('onboarding.next')}
          </Button>
        </div>
      </main>
    </div>
  );
}
