import { afterHeroPicture } from './after-hero-picture';
import { showBootFailure } from './boot-failure';
import { holdEarlyClicks } from './early-clicks';

// The app (framework, shell, routes) is fetched once the server's HTML has painted its hero picture;
// a tap on a button before React's root exists is replayed then. If it cannot load or start, taps
// are let go and the page says so, with 'Coba Lagi'.
const held = holdEarlyClicks();
void afterHeroPicture()
  .then(() => import('./app'))
  .then(({ start }) => start())
  .then(held.replay, () => {
    held.drop();
    showBootFailure();
  });
