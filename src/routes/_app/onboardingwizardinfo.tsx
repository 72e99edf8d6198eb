import { createFileRoute } from '@tanstack/react-router';
import { validateOnboardingSearch } from '../../features/onboarding/onboarding-flow';
import { WizardInfoScreen } from '../../features/onboarding/WizardInfoScreen';

export const Route = createFileRoute('/_app/onboardingwizardinfo')({
  validateSearch: validateOnboardingSearch,
  component: function WizardInfoRoute() {
    return <WizardInfoScreen {...Route.useSearch()} />;
  },
});
