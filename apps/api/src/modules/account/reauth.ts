import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { verifyPassword, type SessionMember } from '../auth/sessions';
import { accountChangedMail, phoneChangedWhatsApp, type AccountChange } from '../auth/mails';
import { memberMessages as m } from './messages';
import { passwordCheckRule } from './password';
import { contactOf, passwordHashOf, revokeOtherSessions } from './repository';

/**
 * Re-authentication for the changes that could hand an account over (issue 12 §3): the e-mail,
 * the phone and the refund bank account. The current password is checked (wrong ones count
 * against the same per-member pause as the change-password check), the change is made, the
 * member's other sessions end, and the address that knew the account before is told.
 */
export async function confirmCurrentPassword(
  app: FastifyInstance,
  userId: string,
  password: string | undefined,
): Promise<void> {
  if (!password) throw badRequest(m.reauthNeeded, [{ message: m.reauthNeeded, field: 'password' }]);
  const rules = [passwordCheckRule(userId)];
  await app.rateLimiter.check(rules);
  const hash = await passwordHashOf(app.db, userId);
  if (hash === null || !(await verifyPassword(password, hash))) {
    await app.rateLimiter.fail(rules);
    throw badRequest(m.reauthWrong, [{ message: m.reauthWrong, field: 'password' }]);
  }
}

/** Ends every session of the member but the one making the change. */
export async function endOtherSessions(app: FastifyInstance, member: SessionMember): Promise<void> {
  await revokeOtherSessions(app.db, member.userId, member.sessionId);
}

const maskAccount = (number: string) => `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;

/**
 * Tells the member about the change through the messaging adapters (SMTP / WhatsApp, or the outbox
 * sandbox): a mail to the e-mail the account had before, and for a phone change a WhatsApp to the
 * old number. A refused delivery is logged; the change stands.
 */
export async function tellAccountChanged(
  app: FastifyInstance,
  request: FastifyRequest,
  notice: { change: AccountChange; fullName: string; email: string; oldPhone?: string | null; accountNumber?: string },
): Promise<void> {
  const resetUrl = `${app.config.siteUrl}/forgot-password`;
  const detail = notice.accountNumber ? `nomor rekening ${maskAccount(notice.accountNumber)}` : null;
  const sends: Promise<void>[] = [
    accountChangedMail(notice.email, notice.fullName, notice.change, detail, resetUrl).then((mail) =>
      app.messaging.mail.send(mail),
    ),
  ];
  if (notice.change === 'phone' && notice.oldPhone)
    sends.push(app.messaging.whatsapp.send(phoneChangedWhatsApp(notice.oldPhone)));
  const results = await Promise.allSettled(sends);
  for (const r of results)
    if (r.status === 'rejected')
      request.log.error({ err: r.reason, change: notice.change }, 'account change notice not sent');
}

/** Tells the member their refund account changed, at the address the account has now. */
export async function tellBankAccountChanged(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  accountNumber: string,
): Promise<void> {
  const user = await contactOf(app.db, userId);
  if (user)
    await tellAccountChanged(app, request, {
      change: 'bank',
      fullName: user.fullName,
      email: user.email,
      accountNumber,
    });
}
