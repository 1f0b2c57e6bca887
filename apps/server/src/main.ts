import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { prepareDatabase } from './bootstrap.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDist ??= path.resolve(here, '../../web/dist');
  const database = await prepareDatabase(config, systemClock);
  const app = await buildApp({ config, database, clock: systemClock });
  if (config.demoData && (await seedDemo(app.ctx))) {
    const lines = DEMO_LOGINS.map((l) => `  ${l.email.padEnd(22)} ${l.role.padEnd(8)} ${DEMO_PASSWORD}`);
    console.log(`\nLoaded the demo organisation. Sign in with:\n${lines.join('\n')}\n`);
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
  console.log(`Daybook is running on http://localhost:${config.port} (${database.dialect})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
