import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../bootstrap.js';

const config = loadConfig();
const database = await prepareDatabase(config, systemClock);
console.log(`Database is up to date (${database.dialect}).`);
await database.close();
