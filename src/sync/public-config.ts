import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { API } from '../contract/api-paths';
import { FirebaseClientConfigSchema } from '../contract/auth';
import { apiFetch } from './transport';

/** GET /sdk/config/public, details[0]: what the app needs before anyone is signed in. */
const PublicConfigSchema = v.object({
  passwordMinLength: v.optional(v.number()),
  maintenance: v.optional(v.boolean()),
  version: v.optional(v.string()),
  /** MAP_STYLE_URL: the /poi basemap, only when the operator set one. */
  mapStyleUrl: v.optional(v.string()),
  /** Sign-in, sign-up and password reset go through Firebase Auth, only when the operator set a project. */
  firebase: v.optional(FirebaseClientConfigSchema),
});
export type PublicConfig = v.InferOutput<typeof PublicConfigSchema>;

const AnswerSchema = v.object({ details: v.tuple([PublicConfigSchema]) });

let cached: Promise<PublicConfig> | undefined;

/**
 * The server's public config, asked once per page: every caller shares the one answer. A failure
 * (offline, server down) is not kept, so the next call asks again.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  cached ??= apiFetch<unknown>(API.publicConfig, { auth: false })
    .then((body) => v.parse(AnswerSchema, body).details[0])
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}

/** The public config for a screen: undefined while asking, null while it cannot be had (offline; asked again when back online). */
export function usePublicConfig(): PublicConfig | null | undefined {
  const [config, setConfig] = useState<PublicConfig | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    let known = false;
    const ask = () => {
      if (known) return;
      loadPublicConfig().then(
        (value) => {
          known = true;
          if (live) setConfig(value);
        },
        () => live && setConfig(null),
      );
    };
    ask();
    window.addEventListener('online', ask);
    return () => {
      live = false;
      window.removeEventListener('online', ask);
    };
  }, []);
  return config;
}
