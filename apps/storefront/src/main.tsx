import { afterHeroPicture } from './after-hero-picture';
import { showBootFailure } from './boot-failure';
import { replayEarlyClicks } from './early-clicks';

// The app (framework, shell, routes) is fetched once the server's HTML has painted its hero picture;
// a tap on a button before it is hydrated is replayed then. If it cannot load or start, taps are
// let go and the page says so, with 'Coba Lagi'.
const stopHolding = replayEarlyClicks();
void afterHeroPicture()
  .then(() => import('./app'))
  .catch(() => {
    stopHolding();
    showBootFailure();
  });
