import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { ColumnTypes, type DaybookMigration } from './migration-helpers.js';
import { foundation } from './migrations/0001-foundation.js';
import { appSecrets } from './migrations/0002-app-secrets.js';
import { workday } from './migrations/0003-workday.js';
import { care } from './migrations/0004-care.js';
import { membersAdmin } from './migrations/0005-members-admin.js';
import { careFixes } from './migrations/0006-care-fixes.js';
import { utcInstants } from './migrations/0007-utc-instants.js';
import { payroll } from './migrations/0009-payroll.js';
import { correctionRequests } from './migrations/0011-correction-requests.js';
import { signatures } from './migrations/0012-signatures.js';
import { billing } from './migrations/0013-billing.js';
import { locationTrust } from './migrations/0014-location-trust.js';
import { idempotency } from './migrations/0015-idempotency.js';
import { payrollAlerts } from './migrations/0016-payroll-alerts.js';
import { userLanguage } from './migrations/0017-user-language.js';
import { kiosk } from './migrations/0018-kiosk.js';
import { offlineActions } from './migrations/0019-offline-actions.js';
import { serviceCodesOpen } from './migrations/0020-service-codes-open.js';
import { splitShifts } from './migrations/0021-split-shifts.js';
import { locationsData } from './migrations/0022-locations-data.js';
import { visitServiceCodes } from './migrations/0023-visit-service-codes.js';
import { refreshRetry } from './migrations/0024-refresh-retry.js';
import { organisationHoursEs } from './migrations/0025-organisation-hours-es.js';
import { shiftsRunningInto } from './migrations/0026-shifts-running-into.js';
import { rateNextDate } from './migrations/0027-rate-next-date.js';
import { payAdjustments } from './migrations/0028-pay-adjustments.js';
import { timecardPaidSettings } from './migrations/0029-timecard-paid-settings.js';
import { organisationWorkingDays } from './migrations/0030-organisation-working-days.js';
import { correctionRequestBasis } from './migrations/0031-correction-request-basis.js';
import { payAdjustmentVoids } from './migrations/0032-pay-adjustment-voids.js';

/** Every migration in order; names sort in the order they run. */
const MIGRATIONS: Record<string, DaybookMigration> = {
  '0001-foundation': foundation,
  '0002-app-secrets': appSecrets,
  '0003-workday': workday,
  '0004-care': care,
  '0005-members-admin': membersAdmin,
  '0006-care-fixes': careFixes,
  '0007-utc-instants': utcInstants,
  '0009-payroll': payroll,
  '0011-correction-requests': correctionRequests,
  '0012-signatures': signatures,
  '0013-billing': billing,
  '0014-location-trust': locationTrust,
  '0015-idempotency': idempotency,
  '0016-payroll-alerts': payrollAlerts,
  '0017-user-language': userLanguage,
  '0018-kiosk': kiosk,
  '0019-offline-actions': offlineActions,
  '0020-service-codes-open': serviceCodesOpen,
  '0021-split-shifts': splitShifts,
  '0022-locations-data': locationsData,
  '0023-visit-service-codes': visitServiceCodes,
  '0024-refresh-retry': refreshRetry,
  '0025-organisation-hours-es': organisationHoursEs,
  '0026-shifts-running-into': shiftsRunningInto,
  '0027-rate-next-date': rateNextDate,
  '0028-pay-adjustments': payAdjustments,
  '0029-timecard-paid-settings': timecardPaidSettings,
  '0030-organisation-working-days': organisationWorkingDays,
  '0031-correction-request-basis': correctionRequestBasis,
  '0032-pay-adjustment-voids': payAdjustmentVoids,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly types: ColumnTypes) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const bound: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(MIGRATIONS)) {
      const { down } = migration;
      bound[name] = {
        up: (db: Kysely<unknown>) => migration.up(db, this.types),
        ...(down ? { down: (db: Kysely<unknown>) => down(db, this.types) } : {}),
      };
    }
    return bound;
  }
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticProvider(new ColumnTypes(handle.dialect)),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs every migration whose name sorts before `name` (a test of that migration over existing rows). */
export async function migrateBefore(handle: DatabaseHandle, name: string): Promise<void> {
  const previous = Object.keys(MIGRATIONS)
    .filter((other) => other < name)
    .sort()
    .at(-1);
  if (!previous) return;
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(new ColumnTypes(handle.dialect)) });
  const { error } = await migrator.migrateTo(previous);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** The migrations this build knows that the database has not run (empty when it is current). */
export async function pendingMigrations(handle: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new StaticProvider(new ColumnTypes(handle.dialect)) });
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
