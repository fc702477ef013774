import { startStudio } from './studio/start-studio';

// The public viewer (/short-link, /everywhere) is HTML from the link-page server with no script;
// this bundle is the studio only.
startStudio();
