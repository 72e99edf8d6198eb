import { en, type MessageKey } from './en';
import { format } from './format';

export type { MessageKey };

/** The message for `key`, with `{name}` placeholders replaced from `params`. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const template: string = en[key];
  return params ? format(template, params) : template;
}
