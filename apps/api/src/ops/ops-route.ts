import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runOps } from './commands';

const bodySchema = z.object({ args: z.array(z.string().max(200)).min(1).max(10) });
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The ops tool over HTTP, for a running API on PGlite (one process owns its data directory, so the
 * CLI cannot open it alongside): `POST /ops/v1/run {args}` with `x-ops-token`. Registered by the
 * root only when OPS_TOKEN is set; not part of the shop's contract (no shop page calls it).
 */
export async function opsRoutes(app: FastifyInstance) {
  const token = app.config.opsToken;
  if (!token) throw new Error('the ops route needs OPS_TOKEN');
  app.post('/ops/v1/run', async (request, reply) => {
    const presented = request.headers['x-ops-token'];
    if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), digest(token))) {
      return reply.code(401).send({
        status: false,
        message: 'Token operator tidak valid',
        errors: [{ message: 'Token operator tidak valid' }],
      });
    }
    const parsed = bodySchema.safeParse(request.body);
    if (!parsed.success)
      return reply
        .code(400)
        .send({ status: false, message: 'Perintah tidak valid', errors: [{ message: 'Perintah tidak valid' }] });
    try {
      const lines = await runOps(app.db, parsed.data.args, app.clock.now(), {
        production: app.config.env === 'production',
        autoCompleteDays: app.config.orderAutoCompleteDays,
      });
      app.catalogueChanges.announce();
      return { status: true, message: 'Berhasil', result: { lines } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return reply.code(400).send({ status: false, message, errors: [{ message }] });
    }
  });
}
