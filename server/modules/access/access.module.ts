import type { Module } from '../../context';
import { registerAccessRoutes } from './access.routes';
import { recordGateEvent } from './access.service';

export const accessModule: Module = {
  name: 'access',
  publicRoutes: registerAccessRoutes,
  mutators: {
    'gate.recordEvent': (trx, actor, args) => recordGateEvent(trx, actor.userId, args),
  },
};
