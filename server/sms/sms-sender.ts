/** The SMS interface (phone verification codes). Built-in: a stored outbox in the database; production: an SMS provider over HTTP. */
export type SmsMessage = { /** E.164, e.g. +27715550111. */ to: string; body: string };

/**
 * Hands one SMS to the provider (or the stored outbox). A failure throws: the caller answers
 * 'Unable to send OTP.' at once, as a code that arrives minutes later is of no use to the
 * person waiting for it (no retries, unlike mail).
 */
export interface SmsSender {
  readonly kind: 'stored' | 'bulksms';
  send(message: SmsMessage): Promise<void>;
}
