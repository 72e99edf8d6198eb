import { createFileRoute } from '@tanstack/react-router';
import { AccessOnboardingScreen } from '../../features/onboarding/AccessOnboardingScreen';

/** The facial onboarding entry of the associate flow (spec 2 'Associates'). */
export const Route = createFileRoute('/_app/associates/accessonboarding')({
  component: function AssociateAccessOnboardingRoute() {
    return <AccessOnboardingScreen flow="associate" />;
  },
});
