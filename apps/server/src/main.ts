import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { prepareDatabase, resolveJwtSecret } from './bootstrap.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await prepareDatabase(config, systemClock);
  config.jwtSecret = await resolveJwtSecret(database.db, config.jwtSecret, systemClock);
  const app = await buildApp({ config, database, clock: systemClock });
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
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Daybook is running on http://localhost:${port} (${database.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
