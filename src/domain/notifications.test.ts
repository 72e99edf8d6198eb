import { describe, expect, it } from 'vitest';
import {
  absoluteTime,
  badgeText,
  categoryOf,
  categoryPath,
  categoryTitle,
  inCategory,
  isUnread,
  isVisible,
  notificationIdOf,
  relativeTime,
  routeFor,
  sortNewestFirst,
  toEpochMs,
  unreadCounts,
  visibleList,
  type AppNotification,
} from './notifications';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOW = new Date(2026, 5, 15, 12, 0, 0).getTime();

describe('timestamps', () => {
  it('normalises {seconds, nanoseconds}, epoch ms and ISO strings', () => {
    expect(toEpochMs({ seconds: 1_700_000_000, nanoseconds: 123_456_789 })).toBe(1_700_000_000_123);
    expect(toEpochMs({ seconds: 1_700_000_000 })).toBe(1_700_000_000_000);
    expect(toEpochMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(toEpochMs('1700000000000')).toBe(1_700_000_000_000);
    expect(toEpochMs('2023-11-14T22:13:20.000Z')).toBe(1_700_000_000_000);
    expect(toEpochMs(undefined)).toBeNull();
    expect(toEpochMs('nonsense')).toBeNull();
    expect(toEpochMs(Number.NaN)).toBeNull();
  });
  it('reads the id under all three spellings', () => {
    expect(notificationIdOf({ notificationId: 'a' })).toBe('a');
    expect(notificationIdOf({ notificationID: 'b' })).toBe('b');
    expect(notificationIdOf({ id: 'c' })).toBe('c');
    expect(notificationIdOf({})).toBe('');
  });
});

describe('categories', () => {
  it('maps types to categories', () => {
    expect(categoryOf('Estate Manager')).toBe('Estate Manager');
    expect(categoryOf('alert')).toBe('Estate Manager');
    expect(categoryOf('visitor')).toBe('Visitor Access');
    expect(categoryOf('Visitor Access Request')).toBe('Visitor Access');
    expect(categoryOf('visitor access')).toBe('Visitor Access');
    expect(categoryOf('Resident Access')).toBe('Resident Access');
    expect(categoryOf('HOA')).toBe('HOA');
    expect(categoryOf('payments')).toBe('Payments');
    expect(categoryOf('Events')).toBe('Events');
    expect(categoryOf('newsletter')).toBe('Newsletter');
    expect(categoryOf('Developer')).toBe('Developer');
    expect(categoryOf('snag')).toBeNull();
    expect(categoryOf(undefined)).toBeNull();
  });
  it('filters by category; All holds everything', () => {
    const alert: AppNotification = { type: 'alert' };
    const req: AppNotification = { type: 'visitor access request' };
    const snag: AppNotification = { type: 'snag' };
    expect(inCategory(alert, 'All')).toBe(true);
    expect(inCategory(snag, 'All')).toBe(true);
    expect(inCategory(alert, 'Estate Manager')).toBe(true);
    expect(inCategory(alert, 'Visitor Access')).toBe(false);
    expect(inCategory(req, 'Visitor Access')).toBe(true);
    expect(inCategory(req, 'visitor access')).toBe(true);
    expect(inCategory(snag, 'Payments')).toBe(false);
    expect(inCategory({ type: 'Security' }, 'security')).toBe(true);
  });
  it('builds the path section from the name', () => {
    expect(categoryPath('All')).toBe('all');
    expect(categoryPath('Estate Manager')).toBe('estate manager');
    expect(categoryPath('HOA')).toBe('hoa');
    expect(categoryPath('Developer')).toBe('developer');
    expect(categoryPath('Acme Developments', 'Acme')).toBe('developer');
    expect(categoryPath('News from ACME', 'acme')).toBe('developer');
    expect(categoryPath('Acme Developments')).toBe('acme developments');
  });
  it('titles the list', () => {
    expect(categoryTitle('All')).toBe('All Notification');
    expect(categoryTitle('HOA')).toBe('From "HOA"');
    expect(categoryTitle('Estate Manager')).toBe('From "Estate Manager"');
  });
});

describe('status and visibility', () => {
  it('treats SENT and sent as unread', () => {
    expect(isUnread('SENT')).toBe(true);
    expect(isUnread('sent')).toBe(true);
    expect(isUnread('READ')).toBe(false);
    expect(isUnread('Sent')).toBe(false);
    expect(isUnread(undefined)).toBe(false);
  });
  it('hides deleted, older than 30 days and expired items', () => {
    expect(isVisible({ status: 'SENT', createdAt: NOW - DAY }, NOW)).toBe(true);
    expect(isVisible({ status: 'DELETED', createdAt: NOW - DAY }, NOW)).toBe(false);
    expect(isVisible({ status: 'READ', createdAt: NOW - 30 * DAY }, NOW)).toBe(true);
    expect(isVisible({ status: 'READ', createdAt: NOW - 30 * DAY - 1 }, NOW)).toBe(false);
    expect(isVisible({ createdAt: { seconds: (NOW - 31 * DAY) / 1000, nanoseconds: 0 } }, NOW)).toBe(false);
    expect(isVisible({ createdAt: NOW - HOUR, expiresAt: NOW - 1 }, NOW)).toBe(false);
    expect(isVisible({ createdAt: NOW - HOUR, expiresAt: NOW }, NOW)).toBe(true);
    expect(isVisible({ createdAt: NOW - HOUR, expiresAt: { seconds: (NOW + HOUR) / 1000 } }, NOW)).toBe(true);
    expect(isVisible({}, NOW)).toBe(true);
  });
  it('sorts newest first and caps the visible list at 40', () => {
    const list: AppNotification[] = Array.from({ length: 50 }, (_, i) => ({ id: `n${i}`, createdAt: NOW - i * MIN }));
    list.push({ id: 'deleted', status: 'DELETED', createdAt: NOW });
    list.push({ id: 'old', createdAt: NOW - 40 * DAY });
    const shuffled = [...list].reverse();
    const shown = visibleList(shuffled, NOW);
    expect(shown).toHaveLength(40);
    expect(shown[0]?.id).toBe('n0');
    expect(shown[39]?.id).toBe('n39');
    expect(shown.some((n) => n.id === 'deleted' || n.id === 'old')).toBe(false);
  });
  it('sorts mixed timestamp shapes and puts missing ones last', () => {
    const sorted = sortNewestFirst<AppNotification>([
      { id: 'none' },
      { id: 'ms', createdAt: NOW - 2 * HOUR },
      { id: 'fs', createdAt: { seconds: (NOW - HOUR) / 1000, nanoseconds: 0 } },
    ]);
    expect(sorted.map((n) => n.id)).toEqual(['fs', 'ms', 'none']);
  });
  it('counts unread per category', () => {
    const counts = unreadCounts(
      [
        { type: 'alert', status: 'SENT', createdAt: NOW },
        { type: 'visitor', status: 'sent', createdAt: NOW },
        { type: 'visitor', status: 'READ', createdAt: NOW },
        { type: 'snag', status: 'SENT', createdAt: NOW },
        { type: 'hoa', status: 'DELETED', createdAt: NOW },
      ],
      NOW,
    );
    expect(counts.All).toBe(3);
    expect(counts['Estate Manager']).toBe(1);
    expect(counts['Visitor Access']).toBe(1);
    expect(counts.HOA).toBe(0);
  });
});

describe('relativeTime', () => {
  it('uses minutes under one hour', () => {
    expect(relativeTime(NOW, NOW)).toBe('0 minutes ago');
    expect(relativeTime(NOW - 59_999, NOW)).toBe('0 minutes ago');
    expect(relativeTime(NOW - MIN, NOW)).toBe('1 minute ago');
    expect(relativeTime(NOW - 5 * MIN, NOW)).toBe('5 minutes ago');
    expect(relativeTime(NOW - HOUR + 1, NOW)).toBe('59 minutes ago');
    expect(relativeTime(NOW + 5 * MIN, NOW)).toBe('0 minutes ago');
  });
  it('uses hours from 1 to 24 hours', () => {
    expect(relativeTime(NOW - HOUR, NOW)).toBe('1 hour ago');
    expect(relativeTime(NOW - 2 * HOUR, NOW)).toBe('2 hours ago');
    expect(relativeTime(NOW - DAY + 1, NOW)).toBe('23 hours ago');
  });
  it('says yesterday from 24 to 48 hours', () => {
    expect(relativeTime(NOW - DAY, NOW)).toBe('yesterday');
    expect(relativeTime(NOW - 2 * DAY + 1, NOW)).toBe('yesterday');
  });
  it('uses days from 48 hours', () => {
    expect(relativeTime(NOW - 2 * DAY, NOW)).toBe('2 days ago');
    expect(relativeTime(NOW - 29 * DAY - 5 * HOUR, NOW)).toBe('29 days ago');
  });
});

describe('absoluteTime', () => {
  it('formats local time as YYYY-MM-DD HH:mm', () => {
    expect(absoluteTime(new Date(2026, 0, 5, 7, 3, 59).getTime())).toBe('2026-01-05 07:03');
    expect(absoluteTime(new Date(2025, 11, 31, 23, 59).getTime())).toBe('2025-12-31 23:59');
  });
});

describe('routeFor', () => {
  const base: AppNotification = { notificationId: 'N1', title: 'Snag 12345 logged', description: 'msg', image: 'img.png' };
  it('opens snag detail with the case number', () => {
    const r = routeFor({ ...base, type: 'snag' });
    expect(r?.to).toBe('/notifications/detail/snagDetail');
    expect(r?.search).toEqual({ id: 'N1', caseNumber: '12345' });
    expect(r?.state.notification.notificationId).toBe('N1');
  });
  it('opens visitor detail for visitor, visitor access and resident access', () => {
    for (const type of ['visitor', 'Visitor Access', 'resident access']) {
      expect(routeFor({ ...base, type })?.to).toBe('/notifications/detail/visitorDetail');
    }
  });
  it('opens payment detail with the payment details', () => {
    const r = routeFor({ ...base, type: 'payments', paymentDetails: { amount: 100 } });
    expect(r?.to).toBe('/notifications/detail/paymentdetail');
    expect(r?.state.paymentDetails).toEqual({ amount: 100 });
  });
  it('opens booking detail', () => {
    expect(routeFor({ ...base, type: 'booking' })?.to).toBe('/notifications/detail/bookingDetail');
  });
  it('opens the access alert with its action fields', () => {
    for (const type of ['visitor access request', 'access']) {
      const r = routeFor({ ...base, type, actionID: 'A9', actionType: 'approve', approvalUID: 'U7' });
      expect(r?.to).toBe('/notifications/detail/accessAlert');
      expect(r?.search).toEqual({
        id: 'N1',
        actionID: 'A9',
        actionType: 'approve',
        image: 'img.png',
        title: 'Snag 12345 logged',
        message: 'msg',
        approvalUID: 'U7',
      });
    }
  });
  it('opens estate manager messages in the iframe', () => {
    const r = routeFor({ ...base, type: 'Estate Manager', url: 'https://example.org/m' });
    expect(r).toMatchObject({ to: '/DynamicIFrame', search: { url: 'https://example.org/m', heading: 'Notifications' }, shareable: true });
    expect(routeFor({ ...base, type: 'estate manager' })).toBeNull();
  });
  it('opens newsletter detail', () => {
    expect(routeFor({ ...base, type: 'newsletter' })?.to).toBe('/notifications/detail/newsletterdetail');
  });
  it('opens other types with a url as a message, and nothing without one', () => {
    expect(routeFor({ ...base, type: 'general', url: 'https://x' })).toMatchObject({ to: '/notification', search: { id: 'N1' }, title: 'Messages' });
    expect(routeFor({ ...base, type: 'general' })).toBeNull();
  });
});

describe('badgeText', () => {
  it('is empty at 0 and 99+ above 99', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-1)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
