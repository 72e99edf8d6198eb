import { describe, expect, it } from 'vitest';
import type { Notification } from '../contract/notifications';
import { notificationDetailRenderers } from './notification-details';

const base = { title: 'Snag 1042 updated', actionType: '', paymentDetails: null } as unknown as Notification;

describe('notification detail renderers, declared by their areas', () => {
  it('finds every detail kind the spec routes to a renderer of its own', () => {
    expect([...notificationDetailRenderers.keys()].sort()).toEqual([
      'accessAlert',
      'bookingDetail',
      'membershipDetail',
      'newsletterdetail',
      'paymentdetail',
      'snagDetail',
      'visitorDetail',
    ]);
  });

  it("keeps each kind's rows: the case number, the payment, an access alert's own action", () => {
    const fields = (kind: string, n: Notification) => notificationDetailRenderers.get(kind)?.fields?.(n) ?? [];
    expect(fields('snagDetail', base)).toEqual([['Case number', '1042']]);
    expect(fields('paymentdetail', { ...base, paymentDetails: { amount: 12.5, reference: 'INV-1' } } as unknown as Notification)).toEqual([
      ['Amount', 'R\u00a012,50'],
      ['Reference', 'INV-1'],
    ]);
    expect(fields('accessAlert', { ...base, actionType: 'ALLOW' })).toEqual([]);
    expect(fields('accessAlert', { ...base, actionType: 'PANIC' })).toEqual([['Action', 'PANIC']]);
  });
});
