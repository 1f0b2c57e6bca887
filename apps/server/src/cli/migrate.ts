import { prepareDatabase } from '../bootstrap.js';
import { systemClock } from '../clock.js';
import { loadConfig } from '../config.js';

const config = loadConfig();
const database = await prepareDatabase(config, systemClock);
console.log(`Database is up to date (${database.dialect}).`);
await database.close();
