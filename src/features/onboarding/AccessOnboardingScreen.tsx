import { useNavigate, useRouter } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { TopBar } from '../../ui/TopBar';
import { flowSearch, type OnboardingSearch } from './onboarding-flow';
import '../../i18n/areas/onboarding';
import '../../i18n/areas/shell';

/**
 * /accessonboarding (and /associates/accessonboarding for the associate flow): what is about
 * to happen and why the camera is needed; Continue goes to the wizard's info screen, 'No
 * Thanks' goes back.
 */
export function AccessOnboardingScreen(search: OnboardingSearch) {
  const { flow } = search;
  const navigate = useNavigate();
  const router = useRouter();
  const associate = flow === 'associate';
  const goBack = () => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/home' }));
  return (
    <div>
      <TopBar title={t('onboarding.title')} onBack={goBack} backLabel={t('app.back')} />
      <main className="page onboarding-page">
        <h2 className="onboarding-heading">{t(associate ? 'onboarding.intro.headingAssociate' : 'onboarding.intro.heading')}</h2>
        <p>{t(associate ? 'onboarding.intro.cameraAssociate' : 'onboarding.intro.camera')}</p>
        <div className="onboarding-actions">
          <Button className="btn-block" onClick={() => void navigate({ to: '/onboardingwizardinfo', search: flowSearch(search) })}>
            {t('onboarding.continue')}
          </Button>
          <Button variant="text" className="btn-block" onClick={goBack}>
            {t('onboarding.noThanks')}
          </Button>
        </div>
      </main>
    </div>
  );
}
