import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { runSeed } from './db/seed/run';
import { startOrderExpiry } from './modules/orders/expiry-job';
import { startOrderAutoComplete } from './modules/orders/auto-complete-job';
import { startMessageWorker } from './modules/order-messages/worker';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  if (config.seed === 'auto') {
    const report = await runSeed(app.db, {
      mediaDir: config.mediaDir,
      publicBaseUrl: config.publicBaseUrl,
      env: config.env,
      products: config.seedScale,
      log: (m) => app.log.info(m),
    });
    app.log.info({ report }, 'seed checked');
  }

  const stopExpiry = startOrderExpiry(app);
  app.addHook('onClose', async () => stopExpiry());
  const stopAutoComplete = startOrderAutoComplete(app);
  app.addHook('onClose', async () => stopAutoComplete());
  // The outbox worker: order and newsletter messages, with retries (docs/decisions/010-message-outbox.md).
  const stopMessages = startMessageWorker({ db: app.db, messaging: app.messaging, compose: app.config, log: app.log });
  app.addHook('onClose', async () => stopMessages());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
