/**
 * Which flow the onboarding screens serve, carried in the search param `flow` through every
 * step (spec 2: the screens pass associateFlow, regularVisitorFlow, shortTermLetterFlow): the
 * user's own face, an associate's being added, or a regular visitor's or letter's whose face goes
 * back to their enrolment form (/visitorenrolment, /letterEnrolment) with the join link's `token`
 * and `estateId`.
 */
export const ONBOARDING_FLOWS = ['self', 'associate', 'regularVisitor', 'shortTermLetter'] as const;
export type OnboardingFlow = (typeof ONBOARDING_FLOWS)[number];
export type OnboardingSearch = { flow: OnboardingFlow; token?: string; estateId?: number };

/** The route's search validation: anything but a known flow is the user's own; the enrolment flows need their join link's token. */
export function validateOnboardingSearch(search: Record<string, unknown>): OnboardingSearch {
  const flow = ONBOARDING_FLOWS.find((known) => known === search.flow) ?? 'self';
  if (flow !== 'regularVisitor' && flow !== 'shortTermLetter') return { flow };
  const token = typeof search.token === 'string' ? search.token : '';
  const estateId = Number(search.estateId);
  if (!token) return { flow: 'self' };
  return { flow, token, estateId: Number.isInteger(estateId) && estateId > 0 ? estateId : 0 };
}

/** The wizard's search: the flow and the slide shown (0-based; kept in the URL so Back and a reload keep it). */
export type WizardSearch = OnboardingSearch & { step: number };

export function validateWizardSearch(search: Record<string, unknown>): WizardSearch {
  const step = Number(search.step);
  return { ...validateOnboardingSearch(search), step: Number.isInteger(step) && step >= 0 && step < 6 ? step : 0 };
}

/** The flow's search as the next screen takes it (the token and estate only where the flow has them). */
export function flowSearch({ flow, token, estateId }: OnboardingSearch): OnboardingSearch {
  return token ? { flow, token, estateId: estateId ?? 0 } : { flow };
}
