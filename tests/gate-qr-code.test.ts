import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QRCodeSVG } from 'qrcode.react';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { encodePayload, issueCredential, qrModules, ReplayCache, toBase64Url, verifyGateCode } from '../src/domain/qr';
import { readQrFromPixels } from '../src/ui/qr-scan/qr-reader';

/**
 * The resident's rotating code, drawn as the app draws it (qrcode.react,
 * level M, src/features/access/AccessCard.tsx), is QR version 10 or less, and the guard's own
 * reader (jsQR, src/ui/qr-scan/qr-reader.ts) reads it back to the same text, which the
 * offline check accepts.
 */
const issuer = nacl.sign.keyPair();
const device = nacl.sign.keyPair();
const qrCodeKey = nacl.randomBytes(32);
const NOW = Math.floor(Date.now() / 1000);

function gateCode(opts: { sealed: boolean; estateId?: number; nowSec?: number }): string {
  const signed = issueCredential(
    {
      userId: crypto.randomUUID(),
      estateId: opts.estateId ?? 91,
      devicePub: toBase64Url(device.publicKey),
      notBefore: NOW - 300,
      notAfter: NOW - 300 + 168 * 3600,
    },
    issuer.secretKey,
  );
  return encodePayload({ signed, deviceSecretKey: device.secretKey, nowSec: opts.nowSec ?? NOW, encryption: opts.sealed ? { qrCodeKey } : null });
}

/** The module matrix the app's renderer draws (as AccessCard does: level M), read from its SVG path. */
function matrixOf(text: string): boolean[][] {
  const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value: text, level: 'M', marginSize: 0 }));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const fg = [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1] ?? '').pop() ?? '';
  const m = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  for (const op of fg.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let i = 0; i < Number(op[3]); i++) (m[Number(op[2])] as boolean[])[Number(op[1]) + i] = true;
  }
  return m;
}

/** RGBA pixels, `scale` pixels a module (may be fractional), a 2-module quiet zone as the app draws. */
function pixels(m: boolean[][], scale: number, rotate = false) {
  const side = Math.round((m.length + 4) * scale);
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      let c = Math.floor(px / scale) - 2;
      let r = Math.floor(py / scale) - 2;
      if (rotate) [c, r] = [r, m.length - 1 - c];
      if (m[r]?.[c]) rgba.fill(30, (py * side + px) * 4, (py * side + px) * 4 + 3);
    }
  }
  return { side, rgba };
}

describe('the gate QR code as drawn and as read', () => {
  it('is QR version 10 or less at level M, sealed or plain', () => {
    for (const sealed of [true, false]) {
      for (let i = 0; i < 5; i++) {
        const text = gateCode({ sealed, nowSec: NOW + i * 2 });
        expect(text).toMatch(/^EG[SP][0-9A-Z $%*+\-./:]+$/);
        const modules = matrixOf(text).length;
        expect(modules, `${text.length} characters`).toBeLessThanOrEqual(qrModules(10));
      }
    }
    // Estate ids up to 16383 keep version 10.
    expect(matrixOf(gateCode({ sealed: true, estateId: 16383 })).length).toBe(qrModules(10));
  });

  it('reads back with jsQR at the sizes a cheap phone camera sees (down to 2.5 px a module) and rotated, and passes the offline check', () => {
    const text = gateCode({ sealed: true });
    const m = matrixOf(text);
    // 320 px for 57 + 4 modules is 5.2 px a module; a camera frame of the code at arm's length is smaller.
    for (const scale of [5.2, 4, 3, 2.5]) {
      const img = pixels(m, scale);
      expect(readQrFromPixels(img.side, img.side, img.rgba), `scale ${scale}`).toBe(text);
    }
    const turned = pixels(m, 3, true);
    const read = readQrFromPixels(turned.side, turned.side, turned.rgba);
    expect(read).toBe(text);
    const decision = verifyGateCode(read ?? '', {
      issuerKeys: { estate: issuer.publicKey },
      estateId: 91,
      qrCodeKey,
      revocation: { issuedAt: NOW, seq: 1, revokedCredIds: [], revokedUserIds: [], minCredNotBefore: 0 },
      replayCache: new ReplayCache(),
      nowSec: NOW,
    });
    expect(decision).toMatchObject({ decision: 'ALLOW', reason: 'ok' });
  });

  it('survives a leading or trailing space being trimmed off a pasted code: neither end is ever a space', () => {
    for (let i = 0; i < 40; i++) {
      const text = gateCode({ sealed: i % 2 === 0, nowSec: NOW + i * 2 });
      expect(text.trim()).toBe(text);
    }
  });
});
