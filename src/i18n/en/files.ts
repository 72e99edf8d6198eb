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
