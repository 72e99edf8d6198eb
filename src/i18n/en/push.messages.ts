/**
 * Web Push (issue 29): the product's own plain words (the spec has no push). Shared by the
 * contract's schemas, the server's refusals, the service worker and the screens.
 */
export const PUSH_MESSAGES = {
  subscriptionInvalid: 'This browser gave a push subscription the server cannot use.',
  notConfigured: 'Push notifications are not set up on this server.',
  /** The Approve and Decline actions of a visitor access request's push. */
  approve: 'Approve',
  decline: 'Deny',
} as const;
