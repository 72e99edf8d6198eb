import { useNavigate, useRouter } from '@tanstack/react-router';
import { t } from '../../i18n';
import { Button } from '../../ui/Button';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { TopBar } from '../../ui/TopBar';
import { flowSearch, type WizardSearch } from './onboarding-flow';
import { enabledSlides, useWizardConfig } from './use-wizard-config';
import { WizardBlocks } from './WizardBlocks';
import '../../i18n/areas/onboarding';
import '../../i18n/areas/shell';

/**
 * /onboardingwizard: the estate's enabled slides (up to six), one at a time; the slide index
 * (search `step`) drives the buttons: Continue on the first, Back and Next in between, Done on
 * the last, which goes to /onboardingwizardcomplete.
 */
export function WizardScreen({ step, ...search }: WizardSearch) {
  const navigate = useNavigate();
  const router = useRouter();
  const wizard = useWizardConfig();
  if (wizard === undefined) return <LoadingOverlay />;
  const slides = wizard ? enabledSlides(wizard) : [];
  const index = Math.min(step, Math.max(0, slides.length - 1));
  const slide = slides[index];
  const isLast = index >= slides.length - 1;
  const goTo = (next: number) => void navigate({ to: '/onboardingwizard', search: { ...flowSearch(search), step: next }, replace: true });
  const handleForward = () => (isLast ? void navigate({ to: '/onboardingwizardcomplete', search: flowSearch(search) }) : goTo(index + 1));
  return (
    <div>
      <TopBar title={t('onboarding.wizardTitle')} onBack={() => (index > 0 ? goTo(index - 1) : router.history.back())} backLabel={t('app.back')} />
      <main className="page onboarding-page">
        {slides.length > 1 ? (
          <>
            <p className="muted center">{t('onboarding.slide', { n: index + 1, total: slides.length })}</p>
            <div className="wizard-dots" aria-hidden="true">
              {slides.map((s, i) => (
                <span key={s.key} className={`wizard-dot${i === index ? ' wizard-dot-on' : ''}`} />
              ))}
            </div>
          </>
        ) : null}
        {slide ? <WizardBlocks blocks={slide.blocks} /> : wizard === null ? <p className="muted">{t('onboarding.noConfig')}</p> : null}
        <div className="onboarding-actions">
          <Button className="btn-block" onClick={handleForward}>
            {t(isLast ? 'onboarding.done' : index === 0 ? 'onboarding.continue' : 'onboarding.next')}
          </Button>
          {index > 0 ? (
            <Button variant="secondary" className="btn-block" onClick={() => goTo(index - 1)}>
              {t('onboarding.back')}
            </Button>
          ) : null}
        </div>
      </main>
    </div>
  );
}
