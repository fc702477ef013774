import type { SessionUser } from '@rona/domain';
import classes from '../../../shared/member-area/member-area.module.css';
import { PersonalForm } from './personal-form';
import { PhotoPanel } from './photo-panel';

/** Biodata Diri: the photo panel (photo, change password) and the personal data form. */
export default function BiodataTab({ user }: { user: SessionUser }) {
  return (
    <div className={classes.twoColumns}>
      <PhotoPanel user={user} />
      <PersonalForm user={user} />
    </div>
  );
}
