import { memberOnly } from '../../shared/member-area/member-only';
import { ProfilePage } from './profile-page';

export const profileRoute = { loader: memberOnly, Component: ProfilePage };
