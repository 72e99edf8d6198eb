import type { InviteAnswer } from '../contract/invites';
import { syncNow } from '../sync/engine';
import type { OnlineAnswer } from '../sync/online-call';

/** What became of an online call, as the screens show it. */
export type CallResult = { kind: 'done'; message: string; alreadyActive: boolean } | { kind: 'offline' } | { kind: 'failed'; message: string };

/** A call's answer (details[0].Message, alreadyActive); a success pulls at once so the lists follow. */
export async function resultOf(answer: OnlineAnswer<unknown>): Promise<CallResult> {
  if (answer.kind === 'offline') return { kind: 'offline' };
  if (answer.kind === 'failed') return { kind: 'failed', message: answer.message };
  const body = answer.body as Partial<InviteAnswer> | undefined;
  const first = Array.isArray(body?.details) ? body.details[0] : undefined;
  const alreadyActive = first?.alreadyActive === 1;
  const pulled = syncNow().catch(() => undefined);
  if (alreadyActive) await pulled;
  return { kind: 'done', message: typeof first?.Message === 'string' ? first.Message : '', alreadyActive };
}
