import type { Area } from './catalogue';

/** The spec's words for documents and newsletters that more than one screen says (spec 3 sections 2 and 8). */
export const DOCUMENTS_MESSAGES = {
  /** Spec 3 /documentcategories and /documentuploads, empty. */
  noDocuments: 'There are no documents available.',
  /** Spec 3 /notificationsScreen, empty. */
  noNewsletters: 'There are no Newsletters currently available for your estate.',
  /** Spec 3 /pdfViewer: a document that cannot be displayed. */
  cannotView: 'You are unable to view this content on your mobile browser, would you like to download it instead?',
  /** Spec 3 section 8: document open failures and unreadable newsletters. */
  contactSupport: 'Please contact support for assistance.',
} as const;

/** documents (spec 3): the vault, newsletters, the PDF viewer, the share dialog and the embedded page's loading state. */
export const documentsEntries = {
  // /documents, /documentcategories, /documentuploads
  'documents.title': 'Documents',
  'documents.empty': DOCUMENTS_MESSAGES.noDocuments,
  'documents.open': 'Open {name}',
  /** A document's kind for people (README, deliberate departures: the spec shows the content type, 'application/pdf'). */
  'documents.kind.pdf': 'PDF',
  'documents.kind.word': 'Word document',
  'documents.kind.spreadsheet': 'Spreadsheet',
  'documents.kind.slides': 'Presentation',
  'documents.kind.image': 'Image',
  'documents.kind.text': 'Text file',
  'documents.kind.video': 'Video',
  'documents.kind.audio': 'Audio',
  /** A picture's, film's or recording's kind with its format: 'Image (JPEG)'. */
  'documents.kind.withFormat': '{kind} ({format})',
  'documents.kind.archive': 'ZIP archive',
  'documents.kind.other': '{format} file',
  'documents.kind.unknown': 'File',
  /** A document's link: its name, then what the row shows beside it (type, date), so the accessible name holds the visible text. */
  'documents.openDetails': 'Open {name}, {details}',
  'documents.keepOffline': 'Keep offline',
  'documents.keepOfflineNamed': '{action}: {name}',
  'documents.keepingOffline': 'Saving for offline use',
  'documents.keepOfflineFailed': 'This file could not be kept offline. Please try again when you are online.',
  // /notificationsScreen and /notifications/detail/newsletterdetail
  'newsletters.title': 'Newsletters',
  'newsletters.empty': DOCUMENTS_MESSAGES.noNewsletters,
  'newsletters.defaultTitle': 'Newsletter',
  'newsletters.viewPdf': 'View PDF',
  // /pdfViewer and /pdf-viewer
  'viewer.defaultTitle': 'Document',
  'viewer.opening': 'Opening the document',
  'viewer.pages': 'Pages of {title}',
  'viewer.page': 'Page {n} of {count}',
  'viewer.pageCount': 'Pages: {count}',
  'viewer.zoomIn': 'Zoom in',
  'viewer.zoomOut': 'Zoom out',
  'viewer.zoom': '{percent}%',
  'viewer.fitWidthAt': '{zoom}, fit to width',
  'viewer.share': 'Share',
  'viewer.cannotViewTitle': 'Download',
  'viewer.cannotView': DOCUMENTS_MESSAGES.cannotView,
  'viewer.download': 'Download',
  'viewer.noThanks': 'No',
  'viewer.failed': DOCUMENTS_MESSAGES.contactSupport,
  /** Offline, a file the device has not saved (README, deliberate departures: the spec says 'Please contact support' or offers a download that cannot work). */
  'viewer.offline': 'This document is not saved on this device yet. It will open when you are back online.',
  // src/ui/ShareDialog.tsx: two share options and CLOSE
  'share.title': 'Share',
  'share.shareFile': 'Share',
  'share.download': 'Download',
  'share.openInBrowser': 'Open in browser',
  'share.copyLink': 'Copy link',
  'share.copied': 'Link copied',
  'share.copyFailed': 'The link could not be copied: {link}',
  'share.close': 'CLOSE',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof documentsEntries> {}
}

export default documentsEntries;
