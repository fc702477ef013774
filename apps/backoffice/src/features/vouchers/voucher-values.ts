import { ApiError } from '@rona/api-client';
import type {
  AdminVoucher,
  AdminVoucherAudience,
  AdminVoucherInput,
  AdminVoucherStatus,
  Contract,
  EndpointInput,
} from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { t } from './i18n';
import { isoToWibInput } from '../../shared/wib-clock';

// ── the list's filters in its URL ──────────────────────────────────────────────────────────────

export type VoucherStatusFilter = 'all' | AdminVoucherStatus;
export const VOUCHER_STATUS_FILTERS: readonly VoucherStatusFilter[] = [
  'all',
  'active',
  'scheduled',
  'ended',
  'inactive',
];
export const VOUCHER_PAGE_SIZE = 25;

export interface VoucherFilters {
  status: VoucherStatusFilter;
  search: string;
  page: number;
}

/** The list's filters from its URL (unknown values fall back to the defaults). */
export function readVoucherFilters(params: URLSearchParams): VoucherFilters {
  const status = params.get('status') as VoucherStatusFilter | null;
  const page = Number(params.get('page'));
  return {
    status: status && VOUCHER_STATUS_FILTERS.includes(status) ? status : 'all',
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function toVoucherQuery(f: VoucherFilters): NonNullable<EndpointInput<Contract['adminVouchers']>['query']> {
  return {
    status: f.status === 'all' ? undefined : f.status,
    search: f.search || undefined,
    page: f.page,
    limit: VOUCHER_PAGE_SIZE,
  };
}

/** 'Rp15.000', '10%' or '50% maks. Rp30.000'. */
export function discountText(v: Pick<AdminVoucher, 'discType' | 'discAmount' | 'maxDiscount'>): string {
  if (v.discType === 'fixed') return formatRupiah(v.discAmount);
  return v.maxDiscount > 0
    ? t('backoffice.vouchers.percentMax', { percent: v.discAmount, max: formatRupiah(v.maxDiscount) })
    : t('backoffice.vouchers.percent', { percent: v.discAmount });
}

// ── the form ────────────────────────────────────────────────────────────────────────────────────

/** A `datetime-local` value read on the WIB clock, as the API's ISO date-time with its +07:00 zone. */
export const wibInputToIso = (value: string) => (value.length === 16 ? `${value}:00+07:00` : value);

type Amount = number | '';

export interface VoucherFormValues {
  name: string;
  audience: AdminVoucherAudience;
  redeemCode: string;
  category: 'transaction' | 'shipping';
  discType: 'fixed' | 'percentage';
  discAmount: Amount;
  maxDiscount: Amount;
  minimumTransaction: Amount;
  /** `datetime-local` values on the WIB clock; an empty start: from the moment it is saved. */
  start: string;
  end: string;
  usageLimit: Amount;
  perMemberLimit: Amount;
  termsCondition: string;
}
export type VoucherField = keyof VoucherFormValues;
export type VoucherErrors = Partial<Record<VoucherField | 'form', string>>;

export function voucherValuesOf(v?: AdminVoucher): VoucherFormValues {
  if (!v) {
    return {
      name: '',
      audience: 'code',
      redeemCode: '',
      category: 'transaction',
      discType: 'fixed',
      discAmount: '',
      maxDiscount: 0,
      minimumTransaction: 0,
      start: '',
      end: '',
      usageLimit: '',
      perMemberLimit: 1,
      termsCondition: '',
    };
  }
  return {
    name: v.name,
    audience: v.audience,
    redeemCode: v.redeemCode ?? '',
    category: v.category,
    discType: v.discType,
    discAmount: v.discAmount,
    maxDiscount: v.maxDiscount,
    minimumTransaction: v.minimumTransaction,
    start: isoToWibInput(v.startsAt),
    end: isoToWibInput(v.expiresAt),
    usageLimit: v.usageLimit ?? '',
    perMemberLimit: v.perMemberLimit ?? '',
    termsCondition: v.termsCondition,
  };
}

/**
 * Only what must be there before asking (the API keeps every other rule and its message: dates in
 * order, percentages 1–100, whole rupiah, the code's format and uniqueness); the body to send.
 */
export function checkVoucher(values: VoucherFormValues): { errors: VoucherErrors } | { body: AdminVoucherInput } {
  const required = t('backoffice.vouchers.required');
  const errors: VoucherErrors = {};
  if (!values.name.trim()) errors.name = required;
  if (values.audience === 'code' && !values.redeemCode.trim()) errors.redeemCode = required;
  if (values.discAmount === '') errors.discAmount = required;
  if (!values.end) errors.end = required;
  if (!values.termsCondition.trim()) errors.termsCondition = required;
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      name: values.name.trim(),
      audience: values.audience,
      redeemCode: values.audience === 'code' ? values.redeemCode.trim() : null,
      category: values.category,
      discType: values.discType,
      discAmount: Number(values.discAmount),
      // Kept as loaded for a fixed amount (the field is hidden): a used voucher's cap never changes by the way.
      maxDiscount: values.maxDiscount === '' ? 0 : values.maxDiscount,
      minimumTransaction: values.minimumTransaction === '' ? 0 : values.minimumTransaction,
      startsAt: values.start ? wibInputToIso(values.start) : null,
      expiresAt: wibInputToIso(values.end),
      usageLimit: values.usageLimit === '' ? null : values.usageLimit,
      perMemberLimit: values.perMemberLimit === '' ? null : values.perMemberLimit,
      termsCondition: values.termsCondition.trim(),
    },
  };
}

const API_FIELDS: Record<string, VoucherField> = {
  name: 'name',
  audience: 'audience',
  redeemCode: 'redeemCode',
  category: 'category',
  discType: 'discType',
  discAmount: 'discAmount',
  maxDiscount: 'maxDiscount',
  minimumTransaction: 'minimumTransaction',
  startsAt: 'start',
  expiresAt: 'end',
  usageLimit: 'usageLimit',
  perMemberLimit: 'perMemberLimit',
  termsCondition: 'termsCondition',
};

/** The API's refusal on the fields it names; anything else as the form's message. */
export function apiVoucherErrors(error: unknown): VoucherErrors {
  const errors: VoucherErrors = {};
  if (error instanceof ApiError) {
    for (const e of error.errors) {
      const field = e.field ? API_FIELDS[e.field] : undefined;
      if (field) errors[field] ??= e.message;
      else errors.form ??= e.message;
    }
    if (!Object.keys(errors).length) errors.form = error.message;
  } else {
    errors.form = error instanceof Error ? error.message : String(error);
  }
  return errors;
}
