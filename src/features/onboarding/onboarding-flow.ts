/**
 * Which flow the onboarding screens serve, carried in the search param `flow` through every
 * step (spec 2: the screens pass associateFlow, regularVisitorFlow, shortTermLetterFlow; the
 * visitor flows come with the invites issue): the user's own face, or an associate's being added.
 */
export const ONBOARDING_FLOWS = ['self', 'associate'] as const;
export type OnboardingFlow = (typeof ONBOARDING_FLOWS)[number];
export type OnboardingSearch = { flow: OnboardingFlow };

/** The route's search validation: anything but a known flow is the user's own. */
export function validateOnboardingSearch(search: Record<string, unknown>): OnboardingSearch {
  return { flow: ONBOARDING_FLOWS.find((flow) => flow === search.flow) ?? 'self' };
}

/** The wizard's search: the flow and the slide shown (0-based; kept in the URL so Back and a reload keep it). */
export type WizardSearch = OnboardingSearch & { step: number };

export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  const step = Number(search.step);
  return { ...validateOnboardingSearch(search), step: Number.isInteger(step) && step >= 0 && step < 6 ? step : 0 };
}
