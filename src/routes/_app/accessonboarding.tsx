import { createFileRoute } from '@tanstack/react-router';
import { AccessOnboardingScreen } from '../../features/onboarding/AccessOnboardingScreen';
import { validateOnboardingSearch } from '../../features/onboarding/onboarding-flow';

export const Route = createFileRoute('/_app/accessonboarding')({
  validateSearch: validateOnboardingSearch,
  component: function AccessOnboardingRoute() {
    return <AccessOnboardingScreen {...Route.useSearch()} />;
  },
});
