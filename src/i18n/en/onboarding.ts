/** Identity onboarding (spec 2 'Facial and document onboarding') and the consent screen. */
export const onboardingEntries = {
  'onboarding.title': 'Access onboarding',
} as const;
