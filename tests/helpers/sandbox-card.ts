import type { FastifyInstance } from 'fastify';
import { API } from '../../src/contract/api-paths';
import type { SandboxPayAnswer } from '../../src/contract/billing';

/**
 * The payer on the built-in sandbox's card page, for the client tests: the frame's form post to
 * process.trans (answered with the redirect to the card page), then Pay with `card`. Answers the
 * fields the gateway returns to the app (what the frame would post to the return URL).
 */
export async function payOnSandboxCardPage(
  app: FastifyInstance,
  payRequestId: string,
  fields: Record<string, string>,
  card: string,
): Promise<Extract<SandboxPayAnswer, { step: 'return' }>> {
  const processed = await app.inject({
    method: 'POST',
    url: `${API.paygateSandbox}/process.trans`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  if (processed.statusCode !== 303) throw new Error(`process.trans answered ${processed.statusCode}: ${processed.body}`);
  const res = await app.inject({
    method: 'POST',
    url: API.paygateSandboxPay,
    payload: { PAY_REQUEST_ID: payRequestId, cardNumber: card, expiry: '12/39', cvc: '123', cardholder: 'T Mokoena' },
  });
  if (res.statusCode !== 200) throw new Error(`the card page answered ${res.statusCode}: ${res.body}`);
  const answer = res.json() as SandboxPayAnswer;
  if (answer.step !== 'return') throw new Error(`expected the return step, got ${answer.step}`);
  return answer;
}
