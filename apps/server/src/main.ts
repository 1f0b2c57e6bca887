import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { prepareDatabase, resolveJwtSecret } from './bootstrap.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';
import { checkDatabaseUpkeep } from './ops/database-upkeep.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await prepareDatabase(config, systemClock);
  config.jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret, systemClock);
  const app = await buildApp({ config, database, clock: systemClock });
  for (const finding of await checkDatabaseUpkeep(database)) {
    app.log.warn({ setting: finding.setting, value: finding.value }, finding.message);
  }
  if (config.demoData && (await seedDemo(app.ctx))) {
    const lines = DEMO_LOGINS.map((l) => `  ${l.email.padEnd(22)} ${l.role.padEnd(8)} ${DEMO_PASSWORD}`);
    console.log(`\nLoaded the demo organisation. Sign in with:\n${lines.join('\n')}\n`);
    if (!['127.0.0.1', 'localhost', '::1'].includes(config.host)) {
      console.log(
        `These demo passwords are public and the server listens on ${config.host}:${config.port}, reachable from\n` +
          'other machines. Use HOST=127.0.0.1 to keep it on this machine, or DEMO_DATA=off for a real start.\n',
      );
    }
  }
  // Graceful shutdown (docs/operations.md, "Stopping"): stop listening, let in-flight requests
  // finish while new ones on open connections get 503, close the database, and exit within
  // SHUTDOWN_DEADLINE_MS even if a request or connection hangs. A second signal exits at once.
  const deadlineMs = config.shutdownDeadlineMs ?? 10_000;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal, deadlineMs }, 'shutting down: finishing in-flight requests');
    const deadline = setTimeout(() => {
      app.log.error({ deadlineMs }, 'shutdown deadline passed: exiting with requests still open');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    // A keep-alive connection whose last request finishes after close() began would stay open
    // until its keep-alive timeout; close each one as soon as it is idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Daybook is running on http://localhost:${port} (${database.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
