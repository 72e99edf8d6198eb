import type { Selectable } from 'kysely';
import type { UnitsTable, UsersTable } from './core.tables';

export type UserRow = Selectable<UsersTable>;
export type UnitRow = Selectable<UnitsTable>;
