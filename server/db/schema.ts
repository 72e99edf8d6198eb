import type { Generated } from 'kysely';

/** Kysely table types. Booleans are stored as 0/1, times as epoch milliseconds. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  display_name: string;
  mobile: string;
  mobile_verified: number;
  photo_url: string;
  id_number: string;
  default_estate_id: number;
  user_type: string;
  created_at: number;
  updated_at: number;
}

export interface EstatesTable {
  id: number;
  name: string;
  image_url: string;
  suburb: string;
  city: string;
  support_email: string;
  qr_code_url: string;
  qr_code_key: string;
  qr_code_key_iv: string;
  encryption_enabled: number;
  revert_to_offline: number;
  access_message: string;
  refresh_interval: number;
  /** Gate acceptance window, seconds (default 30). */
  gate_window_sec: Generated<number>;
  /** Maximum age of a guard's revocation list, seconds (default 72 h). */
  gate_list_max_age_sec: Generated<number>;
}

export interface RolesTable {
  name: string;
  display_name: string;
  rank: number;
  description: string;
  is_enabled: number;
  is_deleted: number;
}

export interface TilesTable {
  id: string;
  estate_id: number;
  role_name: string;
  location: string;
  priority: number;
  /** JSON of the contract's Tile. */
  data: string;
}

export interface UserRolesTable {
  id: string;
  user_id: string;
  estate_id: number;
  role_name: string;
  unit_no: string;
  access_control: number;
  created_at: number;
}

export interface ContactsTable {
  user_id: string;
  cell: string;
  home: string;
  work: string;
  emergency_name: string;
  emergency_number: string;
  updated_at: number;
}

export interface RefreshTokensTable {
  id: string;
  family_id: string;
  user_id: string;
  token_hash: string;
  parent_id: string | null;
  created_at: number;
  expires_at: number;
  family_expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface MailboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface AppConfigTable {
  key: string;
  value: string;
}

export interface ContentTable {
  id: string;
  estate_id: number;
  data: string;
}

export interface SyncStateTable {
  id: number;
  version: number;
  min_version: number;
}

export interface ChangeLogTable {
  v: number;
  scope: string;
  tbl: string;
  row_id: string;
  op: 'put' | 'del';
  data: string | null;
  created_at: number;
}

export interface SyncClientsTable {
  client_id: string;
  user_id: string;
  last_mutation_id: number;
  updated_at: number;
}

// --- account and profile (issue 3) ---
export interface ProfileDetailsTable {
  user_id: string;
  /** JSON of the profile body (spec 5: every known field, '' when empty). */
  data: string;
  updated_at: number;
}

export interface UserAccountsTable {
  id: string;
  user_id: string;
  estate_id: number;
  account_type: string;
  unit_number: string;
  account_number: string;
  created_at: number;
  updated_at: number;
}

export interface UserAddressesTable {
  id: string;
  user_id: string;
  estate_id: number;
  address_type: string;
  stand_no: string;
  street_no: string;
  street_name: string;
  suburb: string;
  city: string;
  postal_code: string;
  country: string;
  longitude: string;
  latitude: string;
  created_at: number;
  updated_at: number;
}

export interface VehiclesTable {
  id: string;
  user_id: string;
  make: string;
  model: string;
  colour: string;
  year: string;
  registration_number: string;
  vin_number: string;
  license_disc_photo_url: string;
  car_photo_url: string;
  created_at: number;
  updated_at: number;
}

export interface FilesTable {
  id: string;
  owner_id: string;
  content_type: string;
  size: number;
  created_at: number;
}

export interface DevicesTable {
  id: string;
  user_id: string;
  device_id: string;
  model: string;
  brand: string;
  type: string;
  manufacturer: string;
  base_os: string;
  tablet: number;
  updated_at: number;
}

/** One notification of one recipient (notifications and delete account, issue 3). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  estate_id: number | null;
  type: string;
  title: string;
  description: string;
  image: string;
  url: string;
  /** SENT (unread), READ or DELETED. */
  status: string;
  /** JSON, or null. */
  payment_details: string | null;
  action_id: string;
  action_type: string;
  approval_uid: string;
  created_at: number;
  expires_at: number | null;
  updated_at: number;
}

/** A delete-account one-time code: only its HMAC is stored. */
export interface DeleteAccountOtpsTable {
  id: string;
  user_id: string;
  /** `${toUserId}|${toEmailAddress}` the code was issued for. */
  recipient: string;
  code_hash: string;
  issued_at: number;
  expires_at: number;
  attempts: number;
  consumed: number;
}

// gate access (issue 4)
export interface GateIssuerKeysTable {
  key_id: string;
  estate_id: number;
  /** Ed25519 public key, base64url. */
  public_key: string;
  /** The 64-byte secret key sealed with a key derived from TOKEN_SECRET (nonce || box, base64url). */
  secret_box: string;
  created_at: number;
}

/** Enrolment challenges (issue 7 item 16): single use, short-lived, bound to user and session. */
export interface GateEnrolChallengesTable {
  /** 32 random bytes, base64url. */
  challenge: string;
  user_id: string;
  session_id: string;
  /** Epoch ms. */
  created_at: number;
  expires_at: number;
}

export interface GateCredentialsTable {
  cred_id: string;
  user_id: string;
  estate_id: number;
  device_pub: string;
  /** Refresh-token family that enrolled the device: signing out revokes the credential. */
  session_id: string;
  role: string;
  key_id: string;
  /** Epoch seconds. */
  not_before: number;
  not_after: number;
  created_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export interface GateUserRevocationsTable {
  estate_id: number;
  user_id: string;
  reason: string;
  revoked_at: number;
}

export interface GateRevocationStateTable {
  estate_id: number;
  seq: number;
  /** Epoch seconds of the last signed list. */
  issued_at: number;
}

export interface GateEventsTable {
  id: string;
  estate_id: number;
  guard_user_id: string;
  decision: string;
  reason: string;
  cred_id: string;
  resident_user_id: string;
  t: number;
  scanned_at: number;
  received_at: number;
}

export interface Database {
  users: UsersTable;
  estates: EstatesTable;
  roles: RolesTable;
  tiles: TilesTable;
  user_roles: UserRolesTable;
  contacts: ContactsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  mailbox: MailboxTable;
  rate_limits: RateLimitsTable;
  app_config: AppConfigTable;
  points_of_interest: ContentTable;
  directory_entries: ContentTable;
  sync_state: SyncStateTable;
  change_log: ChangeLogTable;
  sync_clients: SyncClientsTable;
  // gate access (issue 4)
  gate_issuer_keys: GateIssuerKeysTable;
  gate_credentials: GateCredentialsTable;
  gate_user_revocations: GateUserRevocationsTable;
  gate_revocation_state: GateRevocationStateTable;
  gate_events: GateEventsTable;
  gate_enrol_challenges: GateEnrolChallengesTable;
  // account and profile (issue 3)
  profile_details: ProfileDetailsTable;
  user_accounts: UserAccountsTable;
  user_addresses: UserAddressesTable;
  vehicles: VehiclesTable;
  files: FilesTable;
  devices: DevicesTable;
  // notifications and delete account (issue 3)
  notifications: NotificationsTable;
  delete_account_otps: DeleteAccountOtpsTable;
}

