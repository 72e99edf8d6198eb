import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { BootNote } from '../context';

/** One server secret and its id: a short hash of the secret (never the secret), safe to put in a token or a row. */
export type TokenKey = { readonly id: string; readonly secret: string };

/**
 * The server's secrets: the current one signs access tokens, hashes verification codes and seals
 * new gate issuing keys; every one (the current first, then TOKEN_SECRETS_PREVIOUS) still verifies
 * and opens what it made, so the secret is rotated without signing everyone out.
 */
export type TokenKeyring = {
  readonly current: TokenKey;
  /** The current key first, then the previous ones in the order configured. */
  readonly all: readonly TokenKey[];
  byId(id: string): TokenKey | undefined;
};

/**
 * A secret's key id: 12 hex characters of a SHA-256 under its own label. It says which secret
 * made a token or sealed a key and reveals nothing a token's signature does not already bind.
 */
export function tokenKeyId(secret: string): string {
  return crypto.createHash('sha256').update(`estate-token-key-id\n${secret}`).digest('hex').slice(0, 12);
}

/** The keyring of a current secret and the older ones still accepted (a secret named twice counts once). */
export function tokenKeyring(current: string, previous: readonly string[] = []): TokenKeyring {
  const byId = new Map<string, TokenKey>();
  for (const secret of [current, ...previous]) {
    const id = tokenKeyId(secret);
    if (!byId.has(id)) byId.set(id, { id, secret });
  }
  const all = [...byId.values()];
  const first = all[0];
  if (!first) throw new Error('a keyring needs a current secret');
  return { current: first, all, byId: (id) => byId.get(id) };
}

/**
 * The server's keyring: TOKEN_SECRET and TOKEN_SECRETS_PREVIOUS. Without TOKEN_SECRET (SQLite
 * outside production only; loadConfig refuses the rest) the current secret is a random one kept
 * in DATA_DIR/token-secret, which only this process's database knows.
 */
export function loadTokenKeyring(config: Config): TokenKeyring {
  return tokenKeyring(config.tokenSecret ?? generatedSecret(config.dataDir), config.tokenSecretsPrevious);
}

/**
 * What the server says at boot about its secrets: their key ids, never a secret. During a rotation
 * the operator compares them with `gate_issuer_keys.wrap_key_id` before dropping a previous secret.
 */
export function tokenKeysBootNote(keys: TokenKeyring): BootNote {
  const previous = keys.all.slice(1).map((key) => key.id);
  const accepted = previous.length > 0 ? `; previous secrets still accepted: ${previous.join(', ')}` : '';
  return { level: 'info', message: `TOKEN_SECRET key id ${keys.current.id}${accepted}` };
}

function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'token-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
