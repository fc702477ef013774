import { memberOnly } from '../profile/member-only';
import { ActivityPage } from './activity-page';

export const activityRoute = { loader: memberOnly, Component: ActivityPage };
