import { createFileRoute } from '@tanstack/react-router';
import { FacialRecognitionScreen } from '../../features/onboarding/FacialRecognitionScreen';
import { validateOnboardingSearch } from '../../features/onboarding/onboarding-flow';

export const Route = createFileRoute('/_app/facialRecognition')({
  validateSearch: validateOnboardingSearch,
  component: function FacialRecognitionRoute() {
    return <FacialRecognitionScreen {...Route.useSearch()} />;
  },
});
