/** An operator (above estates): the user who holds the role, and since when. */
export interface OperatorsTable {
  user_id: string;
  created_at: number;
}

/** A single-use set-up link: only the token's sha256; '' e-mail for the first operator's printed link. */
export interface OperatorSetupLinksTable {
  id: string;
  token_hash: string;
  email: string;
  created_at: number;
  used_at: number | null;
}

/** The operator area's tables, part of `Database` (server/db/schema.ts). Times are epoch milliseconds. */
export interface OperatorTables {
  operators: OperatorsTable;
  operator_setup_links: OperatorSetupLinksTable;
}

declare module '../../db/schema' {
  interface Database extends OperatorTables {}
}
