import { createFileRoute } from '@tanstack/react-router';
import { validateWizardSearch } from '../../features/onboarding/onboarding-flow';
import { WizardScreen } from '../../features/onboarding/WizardScreen';

export const Route = createFileRoute('/_app/onboardingwizard')({
  validateSearch: validateWizardSearch,
  component: function WizardRoute() {
    return <WizardScreen {...Route.useSearch()} />;
  },
});
