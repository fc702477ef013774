/**
 * Resolves after the browser has painted the page as index.html has it: the callback of the next
 * animation frame runs before that frame's paint, and a task queued from it runs after.
 */
export function afterFirstPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> = window): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.setTimeout(resolve, 0));
  });
}
