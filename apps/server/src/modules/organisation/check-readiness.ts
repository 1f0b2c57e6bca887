import type { AppContext } from '../../context.js';
import { pendingMigrations } from '../../db/migrate.js';
import { getOrganisation } from './organisation.repository.js';

type Check = 'ok' | 'unavailable' | 'pending' | 'not configured';

/**
 * GET /readyz: ready when the database answers, its schema is this build's, and Redis answers
 * when configured (docs/operations.md). One checker per app: once the migrations are found
 * current they are not asked again.
 */
export function readinessChecker(ctx: AppContext) {
  let migrationsCurrent = false;
  return async () => {
    const { db, dialect, redis } = ctx;
    const checks: Record<'database' | 'migrations' | 'redis', Check> = {
      database: 'ok',
      migrations: 'ok',
      redis: redis ? 'ok' : 'not configured',
    };
    try {
      await getOrganisation(db);
      if (!migrationsCurrent) {
        migrationsCurrent = (await pendingMigrations({ db, dialect })).length === 0;
        if (!migrationsCurrent) checks.migrations = 'pending';
      }
    } catch {
      checks.database = 'unavailable';
      checks.migrations = 'unavailable';
    }
    if (redis) {
      try {
        await redis.ping();
      } catch {
        checks.redis = 'unavailable';
      }
    }
    const ready = Object.values(checks).every((c) => c === 'ok' || c === 'not configured');
    return { ready, body: { status: ready ? 'ready' : 'unavailable', database: dialect, checks } };
  };
}
