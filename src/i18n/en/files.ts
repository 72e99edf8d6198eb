/** Uploads (photos): the server's answers to a file it refuses. */
export const FILE_MESSAGES = {
  tooLarge: 'The photo is too large (at most 5 MB).',
  badType: 'Only JPEG, PNG or WebP photos can be uploaded.',
  empty: 'The photo is empty.',
} as const;

/** Uploads (documents such as statements): the server's answers to a file it refuses. */
export const DOCUMENT_MESSAGES = {
  tooLarge: 'The document is too large (at most 20 MB).',
  badType: 'Only PDF documents can be uploaded.',
  empty: 'The document is empty.',
} as const;

/** Limits on one user's uploads (server/modules/files; settings UPLOAD_QUOTA_MB, UPLOADS_PER_HOUR). */
export const UPLOAD_LIMIT_MESSAGES = {
  quota: 'You have used your {mb} MB of uploads. Uploads not used in a photo or document are cleared after a few days; please try again then.',
  tooMany: 'You have uploaded {n} files in the last hour. Please wait a while and try again.',
} as const;
