import * as v from 'valibot';
import { CONTACT_FIELD_MESSAGES } from '../i18n/en/records';
import { text } from './text';
import { GateEventArgsSchema } from './gate';
import {
  AccountAddArgsSchema,
  AccountDeleteArgsSchema,
  AccountEditArgsSchema,
  AddressDeleteArgsSchema,
  AddressSaveArgsSchema,
  VehicleDeleteArgsSchema,
  VehiclePhotoArgsSchema,
  VehicleSaveArgsSchema,
} from './profile';
import { NotificationMarkReadArgsSchema } from './notifications';
import { AssociateCreateArgsSchema, AssociateDelegateArgsSchema, AssociateImageArgsSchema, OwnOnboardingArgsSchema, UnitRequestArgsSchema } from './people';
import { BookingCancelArgsSchema, BookingRequestArgsSchema, BookingRescheduleArgsSchema } from './bookings';
import { InviteCreateArgsSchema, InviteResendArgsSchema, InviteRevokeArgsSchema, PassUseArgsSchema } from './invites';

/** Named mutations a client may push. Args are validated by these schemas on both sides. */
const phone = v.pipe(text(), v.trim(), v.maxLength(20), v.regex(/^$|^\+?[0-9 ()-]{3,20}$/, CONTACT_FIELD_MESSAGES.invalidPhone));

export const ContactsSaveArgsSchema = v.object({
  cellNumber: phone,
  homeNumber: phone,
  workNumber: phone,
  emergencyContactName: v.pipe(text(), v.trim(), v.maxLength(100)),
  emergencyContactNumber: phone,
});
export type ContactsSaveArgs = v.InferOutput<typeof ContactsSaveArgsSchema>;

export const MUTATIONS = {
  'contacts.save': ContactsSaveArgsSchema,
  // gate access
  'gate.recordEvent': GateEventArgsSchema,
  // account and profile
  'vehicles.add': VehicleSaveArgsSchema,
  'vehicles.edit': VehicleSaveArgsSchema,
  'vehicles.delete': VehicleDeleteArgsSchema,
  'vehicles.setPhoto': VehiclePhotoArgsSchema,
  'accounts.add': AccountAddArgsSchema,
  'accounts.edit': AccountEditArgsSchema,
  'accounts.delete': AccountDeleteArgsSchema,
  'addresses.add': AddressSaveArgsSchema,
  'addresses.edit': AddressSaveArgsSchema,
  'addresses.delete': AddressDeleteArgsSchema,
  // notifications and delete account
  'notifications.markRead': NotificationMarkReadArgsSchema,
  // people at a unit
  'associates.create': AssociateCreateArgsSchema,
  'associates.setImage': AssociateImageArgsSchema,
  'associates.setDelegate': AssociateDelegateArgsSchema,
  'people.request': UnitRequestArgsSchema,
  // invites and passes
  'invites.create': InviteCreateArgsSchema,
  'invites.revoke': InviteRevokeArgsSchema,
  'invites.resend': InviteResendArgsSchema,
  'passes.recordUse': PassUseArgsSchema,
  'onboarding.complete': OwnOnboardingArgsSchema,
  // facility bookings
  'bookings.request': BookingRequestArgsSchema,
  'bookings.cancel': BookingCancelArgsSchema,
  'bookings.reschedule': BookingRescheduleArgsSchema,
} as const;
export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = v.InferOutput<(typeof MUTATIONS)[N]>;
