import { memberOnly } from './member-only';
import { ProfilePage } from './profile-page';

export const profileRoute = { loader: memberOnly, Component: ProfilePage };
