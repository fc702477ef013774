import { useNavigation } from 'react-router-dom';
import classes from './navigation-progress.module.css';

/** A thin bar at the top of the page while a route (code or data) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label="Memuat halaman" />;
}
