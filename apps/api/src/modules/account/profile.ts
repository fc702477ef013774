import type { NotificationSettings, PersonalUpdate, SessionUser } from '@rona/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { messages } from '../../http/messages';
import type { SessionMember } from '../auth/sessions';
import { isUniqueViolation } from '../../db/unique-violation';
import { memberMessages as m } from './messages';
import {
  bankAccountOf,
  hasLiveProfileCode,
  skinProfileOf,
  storedNotificationSettings,
  takenByOther,
  unreadNotificationCount,
  updateUser,
  userById,
  type UserChanges,
} from './repository';

/** A new member wants every message until they change it. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  transaction: { waitingPayment: true, waitingConfirm: true, processed: true, shipped: true, arrives: true },
  promotion: { newsletter: true, discountVoucher: true, birthDay: true, newProduct: true },
};

export async function loadNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  return (await storedNotificationSettings(db, userId)) ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** The profile detail (spec 3 §3 "Session user") of the calling member. */
export async function loadSessionUser(db: DbOrTx, member: SessionMember): Promise<SessionUser> {
  const user = await userById(db, member.userId);
  if (!user) throw unauthorized(messages.sessionExpired);
  const bank = await bankAccountOf(db, user.id);
  const skin = await skinProfileOf(db, user.id);
  const codeRequested = await hasLiveProfileCode(db, user.id);
  return {
    id: user.id,
    fullName: user.fullName,
    email: { value: user.email, verified: user.emailVerified },
    phone: { value: user.phone ?? '', verified: user.phoneVerified, requested: codeRequested },
    image: user.image,
    identification: { sex: user.sex ?? null, birth: { date: user.birthDate ?? null } },
    banks: bank
      ? { bank: { id: bank.id, name: bank.name, image: bank.image }, rekening: bank.rekening, name: bank.holder }
      : null,
    notification: await loadNotificationSettings(db, user.id),
    skinProfile: skin,
    session: { id: member.sessionId },
    count: { notification: await unreadNotificationCount(db, user.id) },
    roles: user.roles,
  };
}

/** A real calendar day, not in the future (the form's date picker cannot send one, a hand-made call can). */
function checkBirthDate(value: string, today = new Date()) {
  const parsed = new Date(`${value}T00:00:00Z`);
  const valid =
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === value &&
    parsed <= today &&
    parsed.getUTCFullYear() >= 1900;
  if (!valid) throw badRequest(m.birthDateInvalid, [{ message: m.birthDateInvalid, field: 'birthdate' }]);
}

/** Uploaded images are stored URLs (API media path or the bucket's https URL), never data: or javascript: links. */
const IMAGE_URL = /^(https?:\/\/|\/)[^\s"'<>]+$/;

/** What a personal update changed that matters for the account's safety, and what it was before. */
export interface PersonalChange {
  emailChanged: boolean;
  phoneChanged: boolean;
  before: { email: string; phone: string | null; fullName: string };
}

/**
 * Changes the given personal fields. A changed e-mail or phone is no longer verified; both stay
 * unique across accounts. Before an e-mail or phone change is written, `confirm` runs (the
 * re-authentication: it throws when the current password is missing or wrong).
 */
export async function updatePersonal(
  db: DbOrTx,
  member: SessionMember,
  body: PersonalUpdate & { phone?: string },
  confirm: () => Promise<void> = async () => undefined,
): Promise<PersonalChange> {
  const user = await userById(db, member.userId);
  if (!user) throw unauthorized(messages.sessionExpired);
  const changes: UserChanges = {};
  if (body.fullname !== undefined) changes.fullName = body.fullname;
  if (body.birthdate !== undefined) {
    checkBirthDate(body.birthdate);
    changes.birthDate = body.birthdate;
  }
  if (body.sex !== undefined) changes.sex = body.sex;
  if (body.image !== undefined) {
    if (!IMAGE_URL.test(body.image)) throw badRequest(m.imageInvalid, [{ message: m.imageInvalid, field: 'image' }]);
    changes.image = body.image;
  }
  if (body.email !== undefined) {
    const email = body.email.trim().toLowerCase();
    if (email !== user.email) {
      if (await takenByOther(db, 'email', email, user.id)) throw conflict(m.emailTaken);
      changes.email = email;
      changes.emailVerified = false;
    }
  }
  if (body.phone !== undefined && body.phone !== user.phone) {
    if (await takenByOther(db, 'phone', body.phone, user.id)) throw conflict(m.phoneTaken);
    changes.phone = body.phone;
    changes.phoneVerified = false;
  }
  if (changes.email !== undefined || changes.phone !== undefined) await confirm();
  if (Object.keys(changes).length) {
    // A concurrent change to the same e-mail/phone loses at the unique index.
    await updateUser(db, user.id, changes).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(changes.email ? m.emailTaken : m.phoneTaken);
      throw error;
    });
  }
  return {
    emailChanged: changes.email !== undefined,
    phoneChanged: changes.phone !== undefined,
    before: { email: user.email, phone: user.phone, fullName: user.fullName },
  };
}
