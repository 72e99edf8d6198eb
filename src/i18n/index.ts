import type { MessageKey } from './en';
import { format } from './format';

export type { MessageKey };

/**
 * The words `t()` reads: each area's entries join when the module of `./areas/<area>.ts` loads,
 * and a screen imports the areas whose keys it names (checked by ./areas.test.ts), so a lazy
 * route's chunk carries its own words and the first load only the shell's, sign-in's and home's.
 */
const words = new Map<string, string>();

/** Adds an area's entries to the words `t()` reads (called by `./areas/<area>.ts` only). */
export function registerMessages(entries: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(entries)) words.set(key, text);
}

/**
 * The message for `key`, with `{name}` placeholders replaced from `params`. A key whose area was
 * not imported is a mistake ./areas.test.ts catches; outside production it also stops the screen.
 */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template = words.get(key);
  if (template === undefined) {
    const area = key.split('.')[0];
    if (import.meta.env.DEV || import.meta.env.MODE === 'test')
      throw new Error(`t('${key}'): import the catalogue of its area (src/i18n/areas/) where the key is named (${area})`);
    console.error(`Missing catalogue for ${key}`);
    return key;
  }
  return params ? format(template, params) : template;
}
