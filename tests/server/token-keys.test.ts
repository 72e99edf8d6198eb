import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTokenKeyring, tokenKeyId, tokenKeyring, tokenKeysBootNote } from '../../server/auth/token-keys';
import { signAccessToken, verifyAccessToken, type AccessClaims } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';

/** The keyring (issue 27 item 4): key ids, access tokens signed under the current secret and verified under any accepted one. */

const A = 'a'.repeat(20) + crypto.randomBytes(16).toString('hex');
const B = 'b'.repeat(20) + crypto.randomBytes(16).toString('hex');
const now = Math.floor(Date.now() / 1000);
const claims: AccessClaims = { sub: 'user-1', sid: 'family-1', iat: now, exp: now + 900 };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (secret: string, data: string) => crypto.createHmac('sha256', secret).update(data).digest('base64url');

/** A token as the server signed them before key ids: `payload.signature`, the HMAC over the payload alone. */
const legacyToken = (secret: string) => {
  const payload = b64({ typ: 'access', ...claims });
  return `${payload}.${hmac(secret, payload)}`;
};

describe('token keyring', () => {
  it('names each secret by a short hash that is stable and is not the secret', () => {
    expect(tokenKeyId(A)).toMatch(/^[0-9a-f]{12}$/);
    expect(tokenKeyId(A)).toBe(tokenKeyId(A));
    expect(tokenKeyId(A)).not.toBe(tokenKeyId(B));
    expect(A).not.toContain(tokenKeyId(A));
    const keys = tokenKeyring(B, [A, B, A]);
    expect(keys.current).toEqual({ id: tokenKeyId(B), secret: B });
    expect(keys.all.map((k) => k.secret)).toEqual([B, A]);
    expect(keys.byId(tokenKeyId(A))?.secret).toBe(A);
    expect(keys.byId('000000000000')).toBeUndefined();
  });

  it('says the key ids at boot, never a secret', () => {
    expect(tokenKeysBootNote(tokenKeyring(A))).toEqual({ level: 'info', message: `TOKEN_SECRET key id ${tokenKeyId(A)}` });
    expect(tokenKeysBootNote(tokenKeyring(B, [A])).message).toBe(`TOKEN_SECRET key id ${tokenKeyId(B)}; previous secrets still accepted: ${tokenKeyId(A)}`);
  });

  it('signs a JWT (HS256) whose kid names the current secret; verifies it while that secret is accepted', () => {
    const token = signAccessToken(tokenKeyring(A).current, claims);
    const [header = '', payload = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).toEqual({ alg: 'HS256', typ: 'JWT', kid: tokenKeyId(A) });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).toEqual({ typ: 'access', ...claims });
    expect(verifyAccessToken(tokenKeyring(A), token)).toEqual(claims);
    expect(verifyAccessToken(tokenKeyring(B, [A]), token)).toEqual(claims);
    expect(verifyAccessToken(tokenKeyring(B), token)).toBeNull();
  });

  it('refuses a token whose header names another secret, another algorithm or nothing, and a changed payload', () => {
    const keys = tokenKeyring(B, [A]);
    const token = signAccessToken(keys.current, claims);
    const [header = '', payload = '', signature = ''] = token.split('.');
    const under = (h: object) => {
      const head = b64(h);
      return `${head}.${payload}.${hmac(B, `${head}.${payload}`)}`;
    };
    expect(verifyAccessToken(keys, under({ alg: 'HS256', typ: 'JWT', kid: tokenKeyId(B) }))).toEqual(claims);
    expect(verifyAccessToken(keys, under({ alg: 'HS256', typ: 'JWT', kid: tokenKeyId(A) }))).toBeNull();
    expect(verifyAccessToken(keys, under({ alg: 'none', typ: 'JWT', kid: tokenKeyId(B) }))).toBeNull();
    expect(verifyAccessToken(keys, under({ alg: 'HS256', typ: 'JWT' }))).toBeNull();
    expect(verifyAccessToken(keys, `${header}.${b64({ typ: 'access', ...claims, sub: 'user-2' })}.${signature}`)).toBeNull();
    expect(verifyAccessToken(keys, `${header}.${payload}.`)).toBeNull();
    expect(verifyAccessToken(keys, `${header}.${payload}.${signature}.x`)).toBeNull();
  });

  it('answers a token verified before as it would anew: refused once expired, and under a keyring that does not accept its secret', () => {
    const keys = tokenKeyring(A);
    const token = signAccessToken(keys.current, claims);
    expect(verifyAccessToken(keys, token)).toEqual(claims);
    expect(verifyAccessToken(keys, token)).toEqual(claims);
    expect(verifyAccessToken(keys, token, (claims.exp - 1) * 1000)).toEqual(claims);
    expect(verifyAccessToken(keys, token, claims.exp * 1000)).toBeNull();
    expect(verifyAccessToken(keys, token)).toEqual(claims);
    expect(verifyAccessToken(tokenKeyring(B), token)).toBeNull();
    const expired = signAccessToken(keys.current, { ...claims, exp: now - 1 });
    expect(verifyAccessToken(keys, expired)).toBeNull();
    expect(verifyAccessToken(keys, expired, (now - 2) * 1000)).toEqual({ ...claims, exp: now - 1 });
    expect(verifyAccessToken(keys, expired)).toBeNull();
  });

  it('reads a token issued before key ids under any accepted secret, until it expires', () => {
    expect(verifyAccessToken(tokenKeyring(B, [A]), legacyToken(A))).toEqual(claims);
    expect(verifyAccessToken(tokenKeyring(A), legacyToken(A))).toEqual(claims);
    expect(verifyAccessToken(tokenKeyring(B), legacyToken(A))).toBeNull();
    expect(verifyAccessToken(tokenKeyring(B, [A]), legacyToken(A), (claims.exp + 1) * 1000)).toBeNull();
  });

  it('without TOKEN_SECRET (SQLite, not production) the secret is generated once into DATA_DIR and kept', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-keyring-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      const first = loadTokenKeyring(config);
      const file = path.join(dataDir, 'token-secret');
      expect(fs.readFileSync(file, 'utf8')).toBe(first.current.secret);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadTokenKeyring(config).current).toEqual(first.current);
      expect(loadTokenKeyring(loadConfig({ DATA_DIR: dataDir, TOKEN_SECRET: A })).current.secret).toBe(A);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
