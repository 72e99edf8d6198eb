import { en, type MessageKey } from './en';

export type { MessageKey };

/** The message for `key`, with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template: string = en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
