import { describe, expect, it } from 'vitest';
import { flowSearch, validateOnboardingSearch, validateWizardSearch } from './onboarding-flow';

describe('onboarding flows', () => {
  it('carries a regular visitor or letter flow with its join link, and falls back to the own flow without one', () => {
    expect(validateOnboardingSearch({ flow: 'regularVisitor', token: 'abc', estateId: '91' })).toEqual({ flow: 'regularVisitor', token: 'abc', estateId: 91 });
    expect(validateOnboardingSearch({ flow: 'shortTermLetter', token: 'abc', estateId: 'x' })).toEqual({ flow: 'shortTermLetter', token: 'abc', estateId: 0 });
    expect(validateOnboardingSearch({ flow: 'regularVisitor' })).toEqual({ flow: 'self' });
    expect(validateOnboardingSearch({ flow: 'associate', token: 'abc' })).toEqual({ flow: 'associate' });
    expect(validateOnboardingSearch({ flow: 'other' })).toEqual({ flow: 'self' });
  });

  it('passes the join link on through the wizard', () => {
    const search = validateWizardSearch({ flow: 'shortTermLetter', token: 't1', estateId: 92, step: '2' });
    expect(search).toEqual({ flow: 'shortTermLetter', token: 't1', estateId: 92, step: 2 });
    expect(flowSearch(search)).toEqual({ flow: 'shortTermLetter', token: 't1', estateId: 92 });
    expect(flowSearch({ flow: 'self' })).toEqual({ flow: 'self' });
  });
});
