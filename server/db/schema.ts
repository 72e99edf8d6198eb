

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
}

