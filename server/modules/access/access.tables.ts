export interface GateIssuerKeysTable {
  key_id: string;
  estate_id: number;
  /** Ed25519 public key, base64url. */
  public_key: string;
  /** The 64-byte secret key sealed with a key derived from one of the server's secrets (nonce || box, base64url). */
  secret_box: string;
  /** The key id of the secret that sealed `secret_box` (server/auth/token-keys.ts); '' when sealed before migration 079. */
  wrap_key_id: string;
  created_at: number;
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

/** The estate's visitor log: one row per gate decision (migration 070). */
export interface GateLogTable {
  id: string;
  estate_id: number;
  /** 'resident' | 'pass' | 'pin' (src/contract/gate.ts GATE_LOG_KINDS). */
  kind: string;
  pass_kind: string;
  person_name: string;
  person_user_id: string;
  unit_no: string;
  zone_id: number;
  decision: string;
  reason: string;
  guard_user_id: string;
  guard_name: string;
  decided_at: number;
  synced_at: number;
}

/** Enrolment challenges: single use, short-lived, bound to user and session. */
export interface GateEnrolChallengesTable {
  /** 32 random bytes, base64url. */
  challenge: string;
  user_id: string;
  session_id: string;
  /** Epoch ms. */
  created_at: number;
  expires_at: number;
}

/**
 * The Kysely tables of this area (gate access), part of `Database` (server/db/schema.ts).
 * Booleans are stored as 0/1, times as epoch milliseconds unless noted.
 */
export interface AccessTables {
  gate_issuer_keys: GateIssuerKeysTable;
  gate_credentials: GateCredentialsTable;
  gate_user_revocations: GateUserRevocationsTable;
  gate_revocation_state: GateRevocationStateTable;
  gate_events: GateEventsTable;
  gate_enrol_challenges: GateEnrolChallengesTable;
  gate_log: GateLogTable;
}

/** Adds this area's tables to the Kysely `Database` (declaration merging: server/db/schema.ts lists no area). */
declare module '../../db/schema' {
  interface Database extends AccessTables {}
}
