import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, type BankAccount } from '@rona/domain';
import { memberId, memberOf, type SessionMember } from '../../http/auth';
import { forbidden } from '../../http/errors';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendEmailVerification } from '../auth/account-tokens';
import { createAddress, listAddresses, removeAddress, setPrimaryAddress, updateAddress } from './addresses';
import { addBankAccount, listBanks, updateBankAccount } from './bank';
import { memberMessages as m } from './messages';
import { changePassword, validatePassword } from './password';
import { requestProfileOtp, verifyProfileOtp } from './phone';
import { loadPoints } from './points';
import { loadSessionUser, updatePersonal } from './profile';
import { confirmCurrentPassword, endOtherSessions, tellAccountChanged, tellBankAccountChanged } from './reauth';
import { listCities, listDistricts, listProvinces } from './regions';
import { updateNotificationSettings } from './settings';
import { listSkinQuestions, saveSkinAnswer } from './skin';

/**
 * The member area (spec 3 §7 "Member account"): every call works on the caller's own rows only.
 * The image upload (image-single) is served by the link-page module's upload code; the profile's
 * phone codes use the auth module's OTP service.
 */
export async function accountRoutes(app: FastifyInstance) {
  const db = app.db;
  registerEndpoint(app, contract.profile, ({ auth }) => loadSessionUser(db, memberOf(auth)));
  registerEndpoint(
    app,
    contract.personalUpdate,
    async ({ auth, body, request }) => {
      const me = memberOf(auth);
      const { password, ...fields } = body;
      const { emailChanged, phoneChanged, before } = await updatePersonal(db, me, fields, () =>
        confirmCurrentPassword(app, me.userId, password),
      );
      if (emailChanged || phoneChanged) {
        await endOtherSessions(app, me);
        if (emailChanged)
          await tellAccountChanged(app, request, { change: 'email', fullName: before.fullName, email: before.email });
        if (phoneChanged)
          await tellAccountChanged(app, request, {
            change: 'phone',
            fullName: before.fullName,
            email: before.email,
            oldPhone: before.phone,
          });
      }
      const user = await loadSessionUser(db, me);
      if (emailChanged) {
        // The change is saved either way; a refused mail is logged (the member can change the address again).
        await sendEmailVerification(app, request, {
          id: user.id,
          email: user.email.value,
          fullName: user.fullName,
        }).catch((err: unknown) => request.log.error({ err }, 'verification mail after e-mail change failed'));
      }
      return user;
    },
    { message: m.personalUpdated },
  );
  registerEndpoint(
    app,
    contract.profileRequestOtp,
    ({ auth, request }) => requestProfileOtp(app, request, memberId(auth)),
    {
      message: m.otpSent,
    },
  );
  registerEndpoint(
    app,
    contract.profileVerifyOtp,
    async ({ auth, body, request }) => {
      await verifyProfileOtp(app, request, memberId(auth), body.otp);
      return loadSessionUser(db, memberOf(auth));
    },
    { message: m.phoneVerified },
  );
  registerEndpoint(
    app,
    contract.passwordValidate,
    ({ auth, body }) => validatePassword(db, app.rateLimiter, memberId(auth), body.password),
    {
      message: m.passwordChecked,
    },
  );
  registerEndpoint(
    app,
    contract.passwordChange,
    ({ auth, body }) => changePassword(db, memberOf(auth), body.token, body.password),
    {
      message: m.passwordChanged,
    },
  );

  registerEndpoint(app, contract.bankList, () => listBanks(db));
  /** The refund account decides where a refund goes: re-authenticated, sessions ended, member told. */
  const setBankAccount = async (
    me: SessionMember,
    request: FastifyRequest,
    password: string,
    write: () => Promise<BankAccount>,
  ): Promise<BankAccount> => {
    await confirmCurrentPassword(app, me.userId, password);
    const account = await write();
    await endOtherSessions(app, me);
    await tellBankAccountChanged(app, request, me.userId, account.rekening);
    return account;
  };
  registerEndpoint(
    app,
    contract.bankAccountAdd,
    ({ auth, body, request }) =>
      setBankAccount(memberOf(auth), request, body.password, () =>
        addBankAccount(db, memberId(auth), { bankId: body.bankId, name: body.name, number: body.noRekening }),
      ),
    { message: m.bankUpdated },
  );
  registerEndpoint(
    app,
    contract.bankAccountUpdate,
    ({ auth, body, request }) =>
      setBankAccount(memberOf(auth), request, body.password, () =>
        updateBankAccount(db, memberId(auth), { bankId: body.bankId, name: body.name, number: body.rekening }),
      ),
    { message: m.bankUpdated },
  );

  registerEndpoint(app, contract.points, ({ auth, params, query }) => {
    const me = memberOf(auth);
    if (params.sessionId !== me.sessionId) throw forbidden(m.sessionMismatch);
    return loadPoints(db, me.userId, query.page, query.limit);
  });

  registerEndpoint(app, contract.provinces, () => listProvinces(db), { cachePublic: true });
  registerEndpoint(app, contract.cities, ({ query }) => listCities(db, query.provinsi_id), { cachePublic: true });
  registerEndpoint(app, contract.districts, ({ query }) => listDistricts(db, query.kabupaten_id), {
    cachePublic: true,
  });

  registerEndpoint(app, contract.addressList, ({ auth }) => listAddresses(db, memberId(auth)));
  registerEndpoint(app, contract.addressCreate, ({ auth, body }) => createAddress(db, memberId(auth), body), {
    message: m.addressAdded,
  });
  registerEndpoint(
    app,
    contract.addressUpdate,
    ({ auth, params, body }) => updateAddress(db, memberId(auth), params.id, body),
    {
      message: m.addressUpdated,
    },
  );
  registerEndpoint(
    app,
    contract.addressSetPrimary,
    ({ auth, params }) => setPrimaryAddress(db, memberId(auth), params.id),
    {
      message: m.primaryChanged,
    },
  );
  registerEndpoint(app, contract.addressRemove, ({ auth, params }) => removeAddress(db, memberId(auth), params.id), {
    message: m.primaryChanged,
  });

  registerEndpoint(app, contract.skinQuestions, ({ auth, query }) =>
    listSkinQuestions(db, memberId(auth), query.page, query.limit),
  );
  registerEndpoint(
    app,
    contract.skinUpdate,
    async ({ auth, body }) => {
      await saveSkinAnswer(db, memberId(auth), body.question, body.answers);
      return loadSessionUser(db, memberOf(auth));
    },
    { message: m.skinSaved },
  );

  registerEndpoint(
    app,
    contract.notificationSettingsUpdate,
    ({ auth, body }) => updateNotificationSettings(db, memberId(auth), body),
    {
      message: m.notificationSaved,
    },
  );
}
