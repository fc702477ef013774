/**
 * Resolves after the browser has painted the page as index.html has it: the callback of the next
 * animation frame runs before that frame's paint, and a task queued from it runs after.
 */
export function afterFirstPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}

/** Resolves in a task of its own (a macrotask): what comes after it is not part of the current task. */
export function nextTask(win: Pick<Window, 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
