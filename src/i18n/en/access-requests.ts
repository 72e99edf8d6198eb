import type { Area } from './catalogue';

/**
 * The visitor access requests area's keyed entries: the guard console's panel and the resident's
 * accessAlert page (issue 29). The message constants shared with the contract's schemas and the
 * server are in ./access-requests.messages, re-exported here. Plain words: the spec has none.
 */
export * from './access-requests.messages';

export const accessRequestsEntries = {
  // the guard console's panel
  'accessRequests.guard.heading': 'Visitor without a pass',
  'accessRequests.guard.visitorName': "Visitor's name",
  'accessRequests.guard.unitNo': 'Unit',
  'accessRequests.guard.note': 'Note for the resident (optional)',
  'accessRequests.guard.ask': 'Ask the resident',
  'accessRequests.guard.asked': 'The residents of unit {unitNo} have been asked.',
  'accessRequests.guard.askedOffline': 'Saved on this device: the residents will be asked when the console is back online.',
  'accessRequests.guard.today': "Today's requests",
  'accessRequests.guard.none': 'No requests today.',
  'accessRequests.guard.unit': 'Unit {unitNo}',
  'accessRequests.guard.notSent': 'Not sent',
  'accessRequests.guard.dismiss': 'Dismiss',
  'accessRequests.guard.sending': 'Waiting to send',
  'accessRequests.guard.askedAt': 'Asked at {time}',
  'accessRequests.guard.askedAtGate': 'Asked at {time} at {gate}',
  'accessRequests.guard.takePhoto': 'Take a photo of the visitor (optional)',
  'accessRequests.guard.photoPreview': 'The photo to send with the request',
  'accessRequests.guard.removePhoto': 'Remove photo',
  'accessRequests.photo.alt': 'Photo of {name} at the gate',
  'accessRequests.guard.passRefused': "{name}'s pass for unit {unitNo} was refused at {time}.",
  'accessRequests.guard.passRefusedNoName': 'A pass for unit {unitNo} was refused at {time}.',
  'accessRequests.guard.askHost': 'Ask the host',
  'accessRequests.guard.notNow': 'Not now',
  // the states, as both sides show them
  'accessRequests.state.waiting': 'Waiting for the resident',
  'accessRequests.state.approved': 'Approved by the host',
  'accessRequests.state.declined': 'Denied by the host',
  'accessRequests.state.answeredBy': '{name} at {time}',
  'accessRequests.state.answeredAt': 'At {time}',
  'accessRequests.state.expired': 'Not answered',
  // the resident's page (detail/accessAlert)
  'accessRequests.page.visitor': 'Visitor',
  'accessRequests.page.unit': 'Unit',
  'accessRequests.page.note': 'Note from the gate',
  'accessRequests.page.askedAt': 'Asked at',
  'accessRequests.page.askedAtGate': '{time} at {gate}',
  'accessRequests.page.guard': 'Asked by',
  'accessRequests.page.approve': 'Approve',
  'accessRequests.page.decline': 'Deny',
  'accessRequests.page.pending': 'Your answer is saved on this device and will be sent when you are back online.',
  'accessRequests.page.youApproved': 'You approved this visitor.',
  'accessRequests.page.youDeclined': 'You denied this visitor.',
  'accessRequests.page.otherApproved': 'Approved by {name} on another device.',
  'accessRequests.page.otherDeclined': 'Denied by {name} on another device.',
  'accessRequests.page.expired': 'This request was not answered in time. The visitor may have left the gate.',
  'accessRequests.page.notOnDevice': 'This request is not on this device yet. It appears after the next sync.',
  'accessRequests.page.dismiss': 'Dismiss',
} as const;

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof accessRequestsEntries> {}
}

export default accessRequestsEntries;
