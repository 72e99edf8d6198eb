import { format } from '../format';
import type { Area } from './catalogue';

/** Gate access for residents: /access and /reset-pin. */
export const accessEntries = {
  'access.title': 'Access Control',
  'access.notPermitted': 'You are not permitted to use access control for {estate}. Please contact us at {email} for help.',
  'access.create.title': 'Create your PIN',
  'access.create.subtitle': 'Please create a 4-digit PIN to view your access code.',
  'access.confirm.title': "You're Almost Set",
  'access.confirm.subtitle': 'Please re-enter your 4-digit PIN.',
  'access.enter.title': 'Enter your PIN',
  // Spec 2.8's 'Pin Incorrect. Please try again' in plain words (README "Deliberate departures").
  'access.pinIncorrect': 'Incorrect PIN. Please try again.',
  'access.pinWrong': 'Incorrect PIN. {count} attempts left before this device forgets your access key.',
  'access.pinWrongLast': 'Incorrect PIN. 1 attempt left before this device forgets your access key.',
  'access.wiped': 'Too many wrong PINs. Reset your PIN with your account password to continue.',
  'access.forgotPin': 'FORGOT PIN?',

  'pin.progress': '{count} of {length} digits entered',

  'access.delete': 'Delete',
  'access.user': 'User',
  'access.roleEstate': '{role} - {estate}',
  'access.unit': 'Unit {unit}',
  'access.units': 'Units {units}',
  'access.qrLabel': 'Your gate access code',
  'access.qrPreparing': 'Preparing your code...',
  'access.needOnline': 'Connect to the internet once so the estate can issue your gate code.',
  'access.mode.online': 'Online',
  'access.mode.offline': 'Offline',
  'access.revertDefault': 'Access control has reverted to offline mode.',

  'resetPin.title': 'Reset PIN',
  'resetPin.intro': 'Enter your account password to reset your access PIN.',
  'resetPin.password': 'Password',
  'resetPin.submit': 'Reset PIN',
  'resetPin.success': 'PIN reset successfully, please choose your new PIN code on Access Control',
  'resetPin.failure': 'Failed to reset PIN code, please ensure your password is typed in correctly',
  'resetPin.offline': 'Resetting your PIN needs an internet connection. Connect, then enter your account password here.',

  // --- the manager console's visitor log: every gate decision ---
  'gateLog.heading': 'Visitor log',
  'gateLog.intro':
    "Every decision at the estate's gates in the last {days} days: residents' codes, visitors' passes and delivery PINs, allowed or refused. Search older records below.",
  'gateLog.none': 'No gate decisions in the last {days} days.',
  'gateLog.col.time': 'Time',
  'gateLog.col.kind': 'Kind',
  'gateLog.col.person': 'Person',
  'gateLog.col.unit': 'Unit',
  'gateLog.col.zone': 'Zone',
  'gateLog.col.verdict': 'Verdict',
  'gateLog.col.reason': 'Reason',
  'gateLog.col.guard': 'Guard',
  'gateLog.kind.resident': 'Resident',
  'gateLog.kind.pass': 'Visitor pass',
  'gateLog.kind.pin': 'Delivery PIN',
  'gateLog.unknownPerson': 'Unknown',
  'gateLog.day': 'Day',
  'gateLog.day.today': 'Today',
  'gateLog.day.week': 'Last 7 days',
  'gateLog.syncedAt': 'Reached the server {time}',
  'gateLog.syncedLater': 'synced {time}',
} as const;

/** The server's answers about gate access: enrolment, PIN reset, revocation, gate events. */
export const ACCESS_MESSAGES = {
  pinResetFailure: accessEntries['resetPin.failure'],
  deviceRevoked: 'This device can no longer open the gate. Please reset your PIN.',
  notGateStaff: "Only the estate's guards may record gate events.",
  managerOnly: 'Only the estate manager may revoke gate access.',
  credentialUnknown: 'Credential not found',
  estateUnknown: 'Estate not found',
  noRoleThere: 'This user holds no role at the estate.',
  revokeWhom: 'Name a user or a credential to revoke',
  tooManyAttempts: 'You have attempted to reset your PIN too many times. Please try again later.',
  tooManyEnrolments: 'Too many access code requests. Please try again later.',
  challengeInvalid: 'This access code request has expired. Please try again.',
  proofInvalid: 'This device could not prove it holds its access key. Please reset your PIN.',
} as const;

/** Spec 2.8: the not-permitted message with the estate's name and support e-mail. */
export function notPermittedMessage(estateName: string, email: string): string {
  return format(accessEntries['access.notPermitted'], { estate: estateName, email });
}

/** Registers this area with the catalogue: `./index.ts` finds this file, and its keys join `MessageKey`. */
declare module './catalogue' {
  interface Catalogue extends Area<typeof accessEntries> {}
}

export default accessEntries;
