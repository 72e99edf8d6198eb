import type { Trx } from '../../sync/change-log';

/**
 * What other areas do, inside the removal's transaction, when an associate is removed: the
 * invites module revokes the associate's gate passes. They register here, so the people module
 * imports none of them (invites imports people, never the other way round).
 */
export type AssociateRemovedStep = (trx: Trx, estateId: number, associateId: string) => Promise<void>;

const steps: AssociateRemovedStep[] = [];

export function onAssociateRemoved(step: AssociateRemovedStep): void {
  if (!steps.includes(step)) steps.push(step);
}

export async function runAssociateRemovedSteps(trx: Trx, estateId: number, associateId: string): Promise<void> {
  for (const step of steps) await step(trx, estateId, associateId);
}
