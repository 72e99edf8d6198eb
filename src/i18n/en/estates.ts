/** The server's answers when a caller asks for an estate's data it may not see. */
export const ESTATE_MESSAGES = {
  aclForbidden: 'Failed to fetch ACL for current user',
  accessInfoForbidden: 'Failed to fetch access info for current user',
  configForbidden: 'You do not have access to this estate.',
} as const;
