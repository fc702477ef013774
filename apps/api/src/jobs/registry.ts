/**
 * The API's background jobs in one place (decision 021): each runs now and then every `everyMs`,
 * never two runs of one job at once (a tick during a run is skipped); a failed run is logged and
 * tried again on the next tick. The composition root builds the registry and adds the jobs;
 * main.ts starts it; closing the app stops the timers and waits for the runs in progress, before
 * the database closes. Timers never keep the process alive.
 */
export interface JobContext {
  /** True once stopping began: a run that loops (the outbox drain) ends after its current step. */
  readonly stopping: boolean;
}

export interface JobDefinition {
  name: string;
  everyMs: number;
  run(context: JobContext): Promise<void>;
}

export interface JobState {
  name: string;
  everyMs: number;
  runs: { ok: number; failed: number };
  /** When the last run ended (ms since the epoch), null before the first. */
  lastEndedAt: number | null;
  /** How long the last run took (ms). */
  lastDurationMs: number | null;
  running: boolean;
}

export interface JobLog {
  error(obj: object, msg: string): void;
}

export class JobRegistry {
  private readonly jobs: {
    definition: JobDefinition;
    state: JobState;
    timer?: NodeJS.Timeout;
    current?: Promise<void>;
  }[] = [];
  private stopping = false;

  constructor(
    private readonly log: JobLog,
    private readonly now: () => number = Date.now,
  ) {}

  add(definition: JobDefinition): void {
    this.jobs.push({
      definition,
      state: {
        name: definition.name,
        everyMs: definition.everyMs,
        runs: { ok: 0, failed: 0 },
        lastEndedAt: null,
        lastDurationMs: null,
        running: false,
      },
    });
  }

  /** What each job did so far (metrics). */
  states(): readonly JobState[] {
    return this.jobs.map((j) => j.state);
  }

  /** Starts every job's timer and its first run. */
  start(): void {
    this.stopping = false;
    for (const job of this.jobs) {
      if (job.timer) continue;
      job.timer = setInterval(() => this.tick(job), job.definition.everyMs);
      job.timer.unref();
      this.tick(job);
    }
  }

  /** Runs one job once now (unless it is running), answering when that run ended. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.find((j) => j.definition.name === name);
    if (!job) throw new Error(`no job named ${name}`);
    this.tick(job);
    return job.current ?? Promise.resolve();
  }

  /** Stops the timers and waits for the runs in progress to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const job of this.jobs) {
      clearInterval(job.timer);
      job.timer = undefined;
    }
    await Promise.all(this.jobs.map((j) => j.current));
  }

  private tick(job: (typeof this.jobs)[number]) {
    if (job.current || this.stopping) return;
    const started = this.now();
    const isStopping = () => this.stopping;
    const context: JobContext = {
      get stopping() {
        return isStopping();
      },
    };
    job.state.running = true;
    job.current = job.definition
      .run(context)
      .then(
        () => void job.state.runs.ok++,
        (err: unknown) => {
          job.state.runs.failed++;
          this.log.error({ err, job: job.definition.name }, 'jobs: run failed; tried again on the next tick');
        },
      )
      .finally(() => {
        job.state.running = false;
        job.state.lastEndedAt = this.now();
        job.state.lastDurationMs = job.state.lastEndedAt - started;
        job.current = undefined;
      });
  }
}
