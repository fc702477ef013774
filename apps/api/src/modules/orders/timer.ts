/**
 * Runs `run` now and then every `every` ms in the API process, never two runs at once (a tick
 * during a run is skipped); a failed run goes to `onError` and is retried on the next tick. The
 * timer does not keep the process alive. Answers the stop function.
 */
export function repeatEvery(every: number, run: () => Promise<void>, onError: (err: unknown) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), every);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
