import type { PersonalUpdate, SessionUser } from '@rona/domain';
import { normalizePhone } from '@rona/rules';

/** The personal form's fields as text (the sex radio holds '1', '0' or '' — spec 3 §9 codes). */
export interface PersonalValues {
  fullname: string;
  birthdate: string;
  sex: '' | '1' | '0';
  email: string;
  phone: string;
}

export function personalValuesOf(user: SessionUser): PersonalValues {
  const sex = user.identification.sex;
  return {
    fullname: user.fullName,
    birthdate: user.identification.birth.date?.slice(0, 10) ?? '',
    sex: sex === null ? '' : sex === 1 ? '1' : '0',
    email: user.email.value,
    phone: user.phone.value,
  };
}

/**
 * What the update sends: only fields that changed, and never an empty one (spec 3 §3: "Empty
 * fields are omitted"). The phone goes out as 62… (a leading 0 dropped).
 */
export function personalChanges(before: PersonalValues, after: PersonalValues): PersonalUpdate {
  const body: PersonalUpdate = {};
  const fullname = after.fullname.trim();
  if (fullname && fullname !== before.fullname) body.fullname = fullname;
  if (after.birthdate && after.birthdate !== before.birthdate) body.birthdate = after.birthdate;
  if (after.sex !== '' && after.sex !== before.sex) body.sex = after.sex === '1' ? 1 : 0;
  const email = after.email.trim();
  if (email && email !== before.email) body.email = email;
  const phone = normalizePhone(after.phone);
  if (phone && phone !== normalizePhone(before.phone)) body.phone = phone;
  return body;
}
