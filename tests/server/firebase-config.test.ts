import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

// FIREBASE_* settings: loadConfig takes the environment as an object.

const GOOGLE_KEYS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const REAL = { FIREBASE_PROJECT_ID: 'willow-creek-estate', FIREBASE_API_KEY: 'AIzaSyA-test_key', FIREBASE_AUTH_DOMAIN: 'willow-creek-estate.firebaseapp.com' };

describe('Firebase configuration', () => {
  it('is off without FIREBASE_PROJECT_ID', () => {
    expect(loadConfig({}).firebase).toBeUndefined();
    expect(loadConfig({ FIREBASE_PROJECT_ID: '' }).firebase).toBeUndefined();
  });

  it("reads a real project with Google's key set", () => {
    expect(loadConfig(REAL).firebase).toEqual({
      projectId: 'willow-creek-estate',
      apiKey: 'AIzaSyA-test_key',
      authDomain: 'willow-creek-estate.firebaseapp.com',
      emulatorHost: undefined,
      keysUrl: GOOGLE_KEYS,
    });
    expect(loadConfig({ ...REAL, FIREBASE_KEYS_URL: 'http://127.0.0.1:4000/keys' }).firebase?.keysUrl).toBe('http://127.0.0.1:4000/keys');
  });

  it('refuses a project without its web API key or auth domain, and those without a project', () => {
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: REAL.FIREBASE_PROJECT_ID })).toThrow('FIREBASE_PROJECT_ID needs FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN');
    expect(() => loadConfig({ ...REAL, FIREBASE_API_KEY: undefined })).toThrow('FIREBASE_PROJECT_ID needs FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN');
    expect(() => loadConfig({ ...REAL, FIREBASE_AUTH_DOMAIN: undefined })).toThrow('FIREBASE_PROJECT_ID needs FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN');
    expect(() => loadConfig({ FIREBASE_API_KEY: 'AIza' })).toThrow('need FIREBASE_PROJECT_ID');
    expect(() => loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow('need FIREBASE_PROJECT_ID');
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ ...REAL, FIREBASE_PROJECT_ID: 'Not A Project' })).toThrow('FIREBASE_PROJECT_ID must be a Firebase project id');
    expect(() => loadConfig({ ...REAL, FIREBASE_API_KEY: 'key with spaces' })).toThrow('FIREBASE_API_KEY must be the web API key');
    expect(() => loadConfig({ ...REAL, FIREBASE_AUTH_DOMAIN: 'https://x.firebaseapp.com/' })).toThrow('FIREBASE_AUTH_DOMAIN must be a host name');
    expect(() => loadConfig({ ...REAL, FIREBASE_KEYS_URL: 'keys' })).toThrow('FIREBASE_KEYS_URL must be a URL');
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-estate', FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST must be host:port',
    );
  });

  it('takes the emulator switch only with a demo- project and never with NODE_ENV=production', () => {
    expect(() => loadConfig({ ...REAL, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow('FIREBASE_AUTH_EMULATOR_HOST works only with a demo- project');
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'demo-estate', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'production' })).toThrow(
      'FIREBASE_AUTH_EMULATOR_HOST must not be set with NODE_ENV=production',
    );
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'demo-estate', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', NODE_ENV: 'test' }).firebase).toEqual({
      projectId: 'demo-estate',
      apiKey: 'demo-api-key',
      authDomain: 'demo-estate.firebaseapp.com',
      emulatorHost: '127.0.0.1:9099',
      keysUrl: GOOGLE_KEYS,
    });
    // A demo- project without the emulator is a project like any other: its tokens must be signed.
    expect(loadConfig({ ...REAL, FIREBASE_PROJECT_ID: 'demo-estate' }).firebase?.emulatorHost).toBeUndefined();
  });
});
