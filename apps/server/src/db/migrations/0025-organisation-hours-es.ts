import { sql } from 'kysely';
import type { DaybookMigration } from '../migration-helpers.js';

/** The opening hours every organisation starts with, in English and in US Spanish (organisation.repository.ts). */
export const DEFAULT_HOURS = { en: 'Mon-Fri 8am-4pm', es: 'lun-vie 8 a. m.-4 p. m.' } as const;

/**
 * The organisation's opening hours in Spanish (docs/decisions/0020-spanish.md, "Organisation
 * texts"): the footer shows them to a Spanish reader, and the English text where none is set.
 * An organisation still showing the hours it started with gets their Spanish; hours an
 * administrator wrote stay English in Spanish until the Spanish is written beside them.
 */
export const organisationHoursEs: DaybookMigration = {
  async up(db) {
    await db.schema.alterTable('organisation').addColumn('hours_text_es', 'text').execute();
    await sql`update organisation set hours_text_es = ${DEFAULT_HOURS.es} where hours_text = ${DEFAULT_HOURS.en}`.execute(
      db,
    );
  },
  async down(db) {
    await db.schema.alterTable('organisation').dropColumn('hours_text_es').execute();
  },
};
