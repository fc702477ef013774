// The theme's variables and the baseline, which index.html's first paint uses: the one stylesheet
// that blocks it (7 KB gzipped; Mantine's components' styles come with the pages).
import '@rona/ui/base.css';
import { afterFirstPaint, nextTask } from './after-first-paint';

// index.html paints the header, the brand and the page's skeleton first (first-paint.ts); the app's
// code (framework, shell, the page) is requested after that frame, so on a slow line its ~140 KB do
// not compete with the page's first paint for the bandwidth (issue 24). The framework's three files
// (vite.config.ts) are requested together and each evaluated in a task of its own as it arrives; the
// app after them: the browser is free between those tasks instead of one long one (Lighthouse's Total
// Blocking Time counts each task's time beyond 50 ms).
void afterFirstPaint()
  .then(() => Promise.all([import('./framework/react'), import('./framework/router'), import('./framework/query')]))
  .then(() => nextTask())
  .then(() => import('./app'))
  .then(({ start }) => start());
