import { createFileRoute } from '@tanstack/react-router';
import { validateOnboardingSearch } from '../../features/onboarding/onboarding-flow';
import { WizardCompleteScreen } from '../../features/onboarding/WizardCompleteScreen';

export const Route = createFileRoute('/_app/onboardingwizardcomplete')({
  validateSearch: validateOnboardingSearch,
  component: function WizardCompleteRoute() {
    return <WizardCompleteScreen {...Route.useSearch()} />;
  },
});
