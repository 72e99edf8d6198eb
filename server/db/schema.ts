import type { AccessTables } from '../modules/access/access.tables';
import type { AccountDeletionTables } from '../modules/account-deletion/account-deletion.tables';
import type { AccountsTables } from '../modules/accounts/accounts.tables';
import type { AddressesTables } from '../modules/addresses/addresses.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { BookingsTables } from '../modules/bookings/bookings.tables';
import type { BillingTables } from '../modules/billing/billing.tables';
import type { ContactsTables } from '../modules/contacts/contacts.tables';
import type { CoreTables } from '../modules/core/core.tables';
import type { ContentTables } from '../modules/content/content.tables';
import type { DevicesTables } from '../modules/devices/devices.tables';
import type { EstatesTables } from '../modules/estates/estates.tables';
import type { FilesTables } from '../modules/files/files.tables';
import type { InvitesTables } from '../modules/invites/invites.tables';
import type { LettingTables } from '../modules/letting/letting.tables';
import type { NotificationsTables } from '../modules/notifications/notifications.tables';
import type { PaymentsTables } from '../modules/payments/payments.tables';
import type { PeopleTables } from '../modules/people/people.tables';
import type { ProfileTables } from '../modules/profile/profile.tables';
import type { VehiclesTables } from '../modules/vehicles/vehicles.tables';
import type { MailTables } from '../mail/mail.tables';
import type { SyncTables } from '../sync/sync.tables';

/**
 * Every table Kysely knows, composed from the table types each area keeps next to its code
 * (`<area>.tables.ts`). The DDL is in server/db/migrations/.
 */
export interface Database
  extends CoreTables,
    AuthTables,
    EstatesTables,
    ContactsTables,
    MailTables,
    SyncTables,
    AccessTables,
    ProfileTables,
    AccountsTables,
    AddressesTables,
    VehiclesTables,
    FilesTables,
    DevicesTables,
    NotificationsTables,
    AccountDeletionTables,
    PeopleTables,
    InvitesTables,
    LettingTables,
    BookingsTables,
    PaymentsTables,
    BillingTables,
    ContentTables {}
