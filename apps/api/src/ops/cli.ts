import { loadConfig, opsApiSettings } from '../config';
import { openDatabase } from '../db/client';
import { isHelp, OPS_USAGE, runOps } from './commands';

/** Through a running API (OPS_API_URL + OPS_TOKEN): needed with PGlite, whose directory one process owns. */
async function viaApi(url: string, token: string, args: string[]): Promise<string[]> {
  const res = await fetch(`${url.replace(/\/$/, '')}/ops/v1/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-ops-token': token },
    body: JSON.stringify({ args }),
  });
  const body = (await res.json()) as { status: boolean; message: string; result?: { lines: string[] } };
  if (!res.ok || !body.result) throw new Error(body.message);
  return body.result.lines;
}

/** `npm run ops -- …` on the configured database (DATABASE_URL, else PGlite under DATA_DIR), or through the API. */
async function main() {
  const args = process.argv.slice(2);
  if (isHelp(args)) {
    console.log(OPS_USAGE);
    return;
  }
  const api = opsApiSettings();
  if (api) {
    for (const line of await viaApi(api.url, api.token, args)) console.log(line);
    return;
  }
  const config = loadConfig();
  const handle = await openDatabase(config);
  try {
    for (const line of await runOps(handle.db, args, new Date(), {
      production: config.env === 'production',
      autoCompleteDays: config.orderAutoCompleteDays,
    }))
      console.log(line);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
