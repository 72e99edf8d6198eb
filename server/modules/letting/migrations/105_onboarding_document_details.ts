import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the onboarding record keeps from a scanned document and licence disc (issue 32; spec 2
 * 'Onboarding record': birthDate, gender, expirationDate, the MRZ check digits, vehicleMake,
 * vehicleModel, vinNumber, engineNumber): dates 'YYYY-MM-DD', gender 'M' or 'F',
 * `mrz_check_digits` the passport's five check digits (document number, birth date, expiry,
 * personal number, composite) once the server verified them, '' for every column not read.
 */
const COLUMNS = ['birth_date', 'gender', 'document_expiry', 'mrz_check_digits', 'vehicle_make', 'vehicle_model', 'vin_number', 'engine_number'] as const;

export const onboardingDocumentDetailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['regular_visitors', 'letters']) {
      for (const column of COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
    }
  },
};
