import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import { describe, expect, it } from 'vitest';
import { qrAlphanumericCapacityM, qrByteCapacityM, qrModules, qrSize, qrVersionFor, qrVersionForAlphanumeric, refreshIntervalMs } from './display';

describe('qrSize', () => {
  it('is min(320, width - 80, height / 2 - 30)', () => {
    expect(qrSize(1200, 1000)).toBe(320);
    expect(qrSize(375, 812)).toBe(295);
    expect(qrSize(800, 500)).toBe(220);
    expect(qrSize(60, 40)).toBe(0);
    expect(qrSize(Number.NaN, 500)).toBe(0);
  });
});

describe('refreshIntervalMs', () => {
  it('uses the server interval when greater than 0, else 2000 ms', () => {
    expect(refreshIntervalMs(5000)).toBe(5000);
    expect(refreshIntervalMs(0)).toBe(2000);
    expect(refreshIntervalMs(-1)).toBe(2000);
    expect(refreshIntervalMs(undefined)).toBe(2000);
    expect(refreshIntervalMs(null)).toBe(2000);
    expect(refreshIntervalMs(Number.NaN)).toBe(2000);
  });
});

describe('QR byte capacity at level M', () => {
  it('matches the published table', () => {
    const known: Record<number, number> = { 1: 14, 2: 26, 5: 84, 9: 180, 10: 213, 13: 331, 15: 412, 20: 666, 30: 1370, 40: 2331 };
    for (const [v, cap] of Object.entries(known)) expect(qrByteCapacityM(Number(v)), `v${v}`).toBe(cap);
  });

  it('picks the smallest version that fits', () => {
    expect(qrVersionFor(0)).toBe(1);
    expect(qrVersionFor(14)).toBe(1);
    expect(qrVersionFor(15)).toBe(2);
    expect(qrVersionFor(213)).toBe(10);
    expect(qrVersionFor(214)).toBe(11);
    expect(qrVersionFor(666)).toBe(20);
    expect(qrVersionFor(667)).toBe(21);
    expect(qrVersionFor(2331)).toBe(40);
    expect(qrVersionFor(2332)).toBeNull();
    expect(qrModules(15)).toBe(77);
  });
});

describe('QR alphanumeric capacity at level M (Base45 gate codes)', () => {
  it("agrees with the renderer's encoder (qrcode.react) at every version boundary", () => {
    const modulesOf = (text: string) =>
      Number(/viewBox="0 0 (\d+) /.exec(renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level: 'M', marginSize: 0, boostLevel: false })))?.[1]);
    for (const v of [1, 5, 9, 10, 11, 15, 27]) {
      const cap = qrAlphanumericCapacityM(v);
      expect(modulesOf('A'.repeat(cap)), `v${v} holds ${cap}`).toBe(qrModules(v));
      expect(modulesOf('A'.repeat(cap + 1)), `v${v} overflows at ${cap + 1}`).toBe(qrModules(v + 1));
      expect(qrVersionForAlphanumeric(cap)).toBe(v);
      expect(qrVersionForAlphanumeric(cap + 1)).toBe(v + 1);
    }
    expect(qrAlphanumericCapacityM(10)).toBe(311);
    expect(qrVersionForAlphanumeric(qrAlphanumericCapacityM(40) + 1)).toBeNull();
  });
});
