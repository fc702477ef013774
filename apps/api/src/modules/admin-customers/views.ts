import {
  LINK_TOOL_SITE,
  type AdminCustomerAddress,
  type AdminCustomerListItem,
  type AdminCustomerPointEntry,
} from '@rona/domain';
import { maskEmail, maskPhone, maskUsername } from '@rona/rules';
import type { UserRole } from '../../db/schema';
import type { CustomerAddressRow, CustomerRow, PointLogRow } from './repository';

export const isPartner = (roles: readonly UserRole[]) => roles.some((r) => r.sites.includes(LINK_TOOL_SITE));

/** A street without its house: the first word stays ('Jl.', 'Perumahan'), the rest becomes '***'. */
export function maskStreet(street: string): string {
  const first = street.trim().split(/\s+/)[0] ?? '';
  return first ? `${first} ***` : '';
}

/** A list row; `pii`: the caller holds customers:pii and asked for unmasked data (the read is audited). */
export function customerListView(r: CustomerRow, pii: boolean): AdminCustomerListItem {
  const phone = r.phone ?? '';
  return {
    id: r.id,
    fullName: pii ? r.fullName : maskUsername(r.fullName),
    email: pii ? r.email : maskEmail(r.email),
    phone: pii ? phone : maskPhone(phone),
    emailVerified: r.emailVerified,
    phoneVerified: r.phoneVerified,
    partner: isPartner(r.roles),
    createdAt: r.createdAt.toISOString(),
    masked: !pii,
  };
}

export function addressView(a: CustomerAddressRow, pii: boolean): AdminCustomerAddress {
  return {
    id: a.id,
    label: a.label,
    recipientName: pii ? a.recipientName : maskUsername(a.recipientName),
    phone: pii ? a.phone : maskPhone(a.phone),
    street: pii ? a.street : maskStreet(a.street),
    note: pii || !a.note ? a.note : '***',
    district: a.district,
    city: a.city,
    province: a.province,
    postalCode: a.postalCode,
    primary: a.primary,
  };
}

export const pointEntryView = (p: PointLogRow): AdminCustomerPointEntry => ({
  id: p.id,
  type: p.type,
  point: p.point,
  invoice: p.invoice,
  note: p.note,
  createdAt: p.createdAt.toISOString(),
  expiresAt: p.expiresAt ? p.expiresAt.toISOString() : null,
});
