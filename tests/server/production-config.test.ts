import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

/** What a production server may run with: no demo part unless its setting names it (issue 25 item 7). */
describe('production defaults', () => {
  const secret = 'production-token-secret-0123456789abcdef';
  // Web Push's VAPID pair (`npx web-push generate-vapid-keys`) and subject.
  const vapid = {
    VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    VAPID_PRIVATE_KEY: 'tUxbf-Mh0-dMAm2_4xSDh4MhUzEm6QHW1v7QEuV-8jY',
    VAPID_SUBJECT: 'mailto:ops@estate.example',
  };
  const live = { PAYGATE_ID: '10011072130', PAYGATE_KEY: 'key', SMTP_URL: 'smtp://mail.example:587', TOKEN_SECRET: secret, ...vapid };

  it('npm start with no settings stays the seeded demo with the stored mailbox and the sandbox gateway', () => {
    const config = loadConfig({});
    expect(config.seedDemo).toBe(true);
    expect(config.devMailbox).toBe(true);
    expect(config.paygate.mode).toBe('sandbox');
  });

  it('with NODE_ENV=production and real settings: no demo seed, no mailbox, the live gateway', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...live });
    expect(config.seedDemo).toBe(false);
    expect(config.devMailbox).toBe(false);
    expect(config.paygate.mode).toBe('live');
  });

  it('refuses to start on the sandbox gateway and names the settings to change', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: live.SMTP_URL })).toThrow(
      'with NODE_ENV=production card payments need a real PayGate account: set PAYGATE_ID and PAYGATE_KEY (or PAYGATE_SANDBOX=true',
    );
  });

  it('refuses to start with mail going to the stored mailbox and names the settings to change', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYGATE_ID: live.PAYGATE_ID, PAYGATE_KEY: live.PAYGATE_KEY })).toThrow(
      'with NODE_ENV=production e-mail needs SMTP_URL (or DEV_MAILBOX=true',
    );
  });

  it('a staging copy asks for each demo part by name', () => {
    const config = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', PAYGATE_SANDBOX: 'true', DEV_MAILBOX: 'true', TOKEN_SECRET: secret, ...vapid });
    expect(config.seedDemo).toBe(true);
    expect(config.devMailbox).toBe(true);
    expect(config.paygate.mode).toBe('sandbox');
  });

  it('the sandbox switch and a real account are not set together', () => {
    expect(() => loadConfig({ ...live, PAYGATE_SANDBOX: 'true' })).toThrow('PAYGATE_SANDBOX=true and PAYGATE_ID cannot be set together');
  });

  it('refuses to start without TOKEN_SECRET and names the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...live, TOKEN_SECRET: undefined })).toThrow(
      'Invalid configuration: TOKEN_SECRET must be set with NODE_ENV=production (a random secret of at least 32 characters, the same on every server process)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...live, TOKEN_SECRET: 'short' })).toThrow('TOKEN_SECRET must be at least 32 characters');
  });

  it('outside production SEED_DEMO=false and DEV_MAILBOX=false still turn each off', () => {
    const config = loadConfig({ SEED_DEMO: 'false', DEV_MAILBOX: 'false' });
    expect(config.seedDemo).toBe(false);
    expect(config.devMailbox).toBe(false);
  });
});
