import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 2's separate type and details screens are the one invite screen now (README 'Deliberate departures'): it keeps the draft's unit. */
export const Route = createFileRoute('/_app/VisitorInviteTypeScreen')({
  beforeLoad: () => {
    throw redirect({ to: '/VisitorInformationScreen', search: { unitNo: '' }, replace: true });
  },
});
