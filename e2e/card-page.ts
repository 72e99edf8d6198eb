import type { FrameLocator, Page } from 'playwright-core';
import { SANDBOX_CARDS } from '../src/domain/sandbox-cards';

/** Steps on the built-in PayWeb3 sandbox's card page inside the app's payment frame, shared by the e2e files that pay (levies, the lagoon). */

/** The sandbox's Visa test cards: approved and declined. */
export const APPROVED_CARD = SANDBOX_CARDS.find((c) => c.outcome === 'approved' && c.brand === 'Visa')?.number ?? '';
export const DECLINED_CARD = SANDBOX_CARDS.find((c) => c.outcome === 'declined' && c.brand === 'Visa')?.number ?? '';

/** The gateway's page inside the app's payment frame. */
export function gateway(page: Page): FrameLocator {
  return page.frameLocator('iframe[name^="payment-"]');
}

/** Types a card on the card page (expiry typed as digits: the page inserts the slash). */
export async function fillCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByLabel('CARD NUMBER').fill(number);
  await frame.getByLabel('EXPIRY (MM/YY)').pressSequentially('1230');
  await frame.getByLabel('CVC/CCV').fill('123');
  await frame.getByLabel('CARDHOLDERS NAME').fill('T Mokoena');
}
