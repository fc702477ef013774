import { afterHeroPicture } from './after-hero-picture';
import { replayEarlyClicks } from './early-clicks';

// The app (framework, shell, routes) is fetched once the server's HTML has painted its hero picture;
// a tap on a button before it is hydrated is replayed then.
replayEarlyClicks();
void afterHeroPicture().then(() => import('./app'));
