// The theme's variables and the baseline, which index.html's first paint uses: the one stylesheet
// that blocks it (7 KB gzipped; Mantine's components' styles come with the pages).
import '@rona/ui/base.css';
import { afterFirstPaint } from './after-first-paint';

// index.html paints the header, the brand and the page's skeleton first (first-paint.ts); the app's
// code (framework, shell, the page) is requested after that frame, so on a slow line its ~140 KB do
// not compete with the page's first paint for the bandwidth (issue 24).
void afterFirstPaint()
  .then(() => import('./app'))
  .then(({ start }) => start());
