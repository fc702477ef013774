import type { Address, Checkout, GuestAddressInput } from '@rona/domain';
import type { Database, DbOrTx } from '../../db/client';
import type { GuestCheckoutAddress } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { checkArea } from '../account/addresses';
import type { ShippingProvider } from '../shipping';
import { areaNames, recordShownTotal, saveChoices as writeChoices } from './repository';
import { checkGuestToken, hashGuestToken, newGuestToken } from './guest-token';
import {
  checkoutView,
  loadCheckout,
  memberAddress,
  ownAddressExists,
  paymentMethodExists,
  quoteServices,
  type Choices,
  type CheckoutRow,
} from './checkout-view';
import { checkoutMessages as m } from './messages';

interface ShippingChoice {
  id: string;
  insurance: boolean;
}
interface PaymentChoice {
  type: string;
  methode: string;
}
export interface MemberUpdate {
  addressId?: string;
  shipping?: ShippingChoice;
  payment?: PaymentChoice;
  usingPoint?: boolean;
}
export interface GuestUpdate {
  customer?: { address: Omit<GuestAddressInput, 'note'> & { note: string } };
  shipping?: ShippingChoice | null;
  payment?: PaymentChoice;
}

const fieldError = (message: string, field: string) => badRequest(message, [{ message, field }]);

const saveChoices = (db: DbOrTx, checkoutId: string, choices: Choices) =>
  writeChoices(db, checkoutId, { ...choices, updatedAt: new Date() });

/** A guest's address as the checkout shows it: validated with the address book's messages, area names resolved. */
async function guestAddressOf(
  db: DbOrTx,
  input: NonNullable<GuestUpdate['customer']>['address'],
): Promise<GuestCheckoutAddress> {
  await checkArea(db, input);
  const names = await areaNames(db, input);
  return {
    id: 'guest',
    label: input.label,
    recipientName: input.recipientName,
    phone: input.phone,
    street: input.street,
    note: input.note,
    primary: true,
    postalCode: input.postalCode,
    email: input.email,
    area: {
      provinceId: input.provinceId,
      province: names.province,
      cityId: input.cityId,
      city: names.city,
      districtId: input.districtId,
      district: names.district,
      postalCode: input.postalCode,
    },
  };
}

/** Member and guest checkouts: every read and every change answers the recomputed checkout. */
export function checkoutService(
  db: Database,
  provider: ShippingProvider,
  /** The time discounts, vouchers and the checkout's expiry are judged at: the app's clock. */
  clock: () => Date = () => new Date(),
) {
  /**
   * The chosen service must be one this checkout is quoted now, and the insurance flag must agree
   * with it: a service with 'Wajib Asuransi' cannot be taken without insurance (optional insurance
   * is exactly what the buyer ticked; the page starts it unticked for a newly chosen service).
   */
  async function pickShipping(row: CheckoutRow, address: Address | null, choice: ShippingChoice, draft: Choices) {
    if (!address) throw badRequest(m.noAddress);
    const service = (await quoteServices(db, provider, address, row.lines)).find((s) => s.id === choice.id);
    if (!service) throw fieldError(m.serviceUnavailable, 'shipping.id');
    if (service.insurance && !choice.insurance) throw fieldError(m.insuranceRequired, 'shipping.insurance');
    draft.shippingId = service.id;
    draft.insurance = choice.insurance;
  }

  /** The view answered to the buyer, its grand total kept on the checkout. */
  async function shown<T extends Checkout>(row: CheckoutRow, view: T): Promise<T> {
    await recordShownTotal(db, row.id, view.summary.grandTotal);
    return view;
  }

  async function pickPayment(choice: PaymentChoice, draft: Choices) {
    if (!(await paymentMethodExists(db, choice.methode))) throw fieldError(m.paymentUnknown, 'payment.methode');
    draft.paymentCode = choice.methode;
  }

  return {
    async forMember(userId: string, checkoutId: string): Promise<Checkout> {
      const { row, choices } = await loadCheckout(db, checkoutId, { userId }, clock());
      return shown(row, await checkoutView(db, provider, row, choices, clock()));
    },

    async updateMember(userId: string, checkoutId: string, update: MemberUpdate): Promise<Checkout> {
      const { row, choices } = await loadCheckout(db, checkoutId, { userId }, clock());
      const draft: Choices = { ...choices };
      if (update.addressId !== undefined) {
        if (!(await ownAddressExists(db, userId, update.addressId))) throw notFound(m.addressNotFound);
        draft.addressId = update.addressId;
      }
      if (update.shipping)
        await pickShipping(row, await memberAddress(db, userId, draft.addressId), update.shipping, draft);
      if (update.payment) await pickPayment(update.payment, draft);
      if (update.usingPoint !== undefined) {
        if (update.usingPoint) {
          const view = await checkoutView(db, provider, row, draft, clock());
          if (view.disableUsingPoint) throw badRequest(m.pointsWithPromo);
          if (view.customer.point <= 0) throw badRequest(m.noPoints);
        }
        draft.usingPoint = update.usingPoint;
      }
      await saveChoices(db, row.id, draft);
      return shown(row, await checkoutView(db, provider, row, draft, clock()));
    },

    async forGuest(checkoutId: string, token: string | null): Promise<Checkout> {
      const { row, choices } = await loadCheckout(db, checkoutId, 'guest', clock());
      checkGuestToken(choices.guestTokenHash, token);
      return shown(row, await checkoutView(db, provider, row, choices, clock()));
    },

    /** The first update issues the guest token (kept under GUEST__); later ones must carry it. */
    async updateGuest(
      checkoutId: string,
      token: string | null,
      update: GuestUpdate,
    ): Promise<Checkout & { token: string }> {
      const { row, choices } = await loadCheckout(db, checkoutId, 'guest', clock());
      checkGuestToken(choices.guestTokenHash, token);
      const draft: Choices = { ...choices };
      if (update.customer) draft.guestAddress = await guestAddressOf(db, update.customer.address);
      if (update.shipping === null) {
        draft.shippingId = null;
        draft.insurance = false;
      } else if (update.shipping) await pickShipping(row, draft.guestAddress, update.shipping, draft);
      if (update.payment) await pickPayment(update.payment, draft);
      // A token the caller sends before one was issued (a stale GUEST__) is never adopted.
      let issued = token ?? '';
      if (!choices.guestTokenHash) {
        issued = newGuestToken();
        draft.guestTokenHash = hashGuestToken(issued);
      }
      await saveChoices(db, row.id, draft);
      return shown(row, { ...(await checkoutView(db, provider, row, draft, clock())), token: issued });
    },

    /** Prices for the checkout's own destination and weight (the query's values are not trusted). */
    async shippingPrice(checkoutId: string, member: { userId: string } | null) {
      const { row, choices } = await loadCheckout(db, checkoutId, member ?? 'guest', clock());
      const address = member ? await memberAddress(db, member.userId, choices.addressId) : choices.guestAddress;
      if (!address) throw badRequest(m.destinationMissing);
      return { services: await quoteServices(db, provider, address, row.lines) };
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
