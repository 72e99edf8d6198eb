import { ASSOCIATE_MESSAGES } from '../../../src/i18n/en/people';
import type { Module } from '../../context';
import { badRequest } from '../../lib/errors';

const notYet = async (): Promise<void> => {
  throw badRequest(ASSOCIATE_MESSAGES.tryLater, 'people/not-ready');
};

/** People at a unit (spec 2): units, estate configuration, associates, requests, identity. */
export const peopleModule: Module = {
  name: 'people',
  mutators: {
    'associates.create': notYet,
    'associates.setImage': notYet,
    'associates.setDelegate': notYet,
    'people.request': notYet,
    'onboarding.complete': notYet,
  },
};
