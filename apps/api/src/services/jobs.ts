import fp from 'fastify-plugin';
import { JobRegistry } from '../jobs/registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (jobs/registry.ts): added by the composition root, started by main.ts. */
    jobs: JobRegistry;
  }
}

/** `app.jobs`; closing the app stops the timers and waits for runs in progress, before the database closes. */
export const jobsPlugin = fp(
  async (app) => {
    const jobs = new JobRegistry(app.log);
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
