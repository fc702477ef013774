/**
 * `npm run seed [-- --products 10000]`: migrates and seeds the configured database
 * (PGlite in DATA_DIR, or DATABASE_URL). Safe to run again.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { runSeed } from './run';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const config = loadConfig();
const products = values.products !== undefined ? Number(values.products) : config.seedScale;
if (!Number.isInteger(products) || products < 0) {
  console.error(`--products must be a whole number, got ${values.products}`);
  process.exit(1);
}

const database = await openDatabase(config);
try {
  const started = Date.now();
  const report = await runSeed(database.db, {
    mediaDir: config.mediaDir,
    publicBaseUrl: config.publicBaseUrl,
    env: config.env,
    products,
    log: (m) => console.log(m),
  });
  console.log(`seed done on ${database.kind} in ${Date.now() - started} ms`, report);
} finally {
  await database.close();
}
