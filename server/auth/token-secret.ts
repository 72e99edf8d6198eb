import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The access-token signing secret: TOKEN_SECRET when set (required when several server
 * processes share one PostgreSQL), else a random secret kept in DATA_DIR/token-secret.
 */
export function loadTokenSecret(config: Config): string {
  if (config.tokenSecret) return config.tokenSecret;
  const file = path.join(config.dataDir, 'token-secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
