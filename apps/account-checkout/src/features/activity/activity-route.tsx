import { memberOnly } from '../../shared/member-area/member-only';
import { ActivityPage } from './activity-page';

export const activityRoute = { loader: memberOnly, Component: ActivityPage };
