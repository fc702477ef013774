import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminCall, adminQuery, apiKeys, ApiError } from '@rona/api-client';
import type { AdminVoucher, AdminVoucherInput } from '@rona/domain';
import { paths } from '@rona/routes';
import { EmptyState, ErrorState, notifySuccess, useDocumentTitle } from '@rona/ui';
import { PageSkeleton } from '../../shared/page-states/page-skeleton';
import { DeactivateDialog } from './deactivate-dialog';
import { t } from './i18n';
import { VoucherStatusBadge } from './status-badge';
import {
  apiVoucherErrors,
  checkVoucher,
  voucherValuesOf,
  type VoucherErrors,
  type VoucherFormValues,
} from './voucher-values';
import classes from './vouchers.module.css';

const amountOf = (v: string | number): number | '' => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

/** /admin/vouchers/:id — the voucher loaded, then its form (404 and failures as page states). */
export function VoucherEditPage({ id }: { id: string }) {
  const voucher = useQuery(adminQuery('adminVoucher', { params: { id } }));
  if (voucher.isPending) return <PageSkeleton />;
  if (voucher.isError) {
    if (voucher.error instanceof ApiError && voucher.error.httpStatus === 404) {
      return (
        <EmptyState
          title={t('backoffice.vouchers.notFound')}
          hint={t('backoffice.vouchers.notFoundHint')}
          action={
            <Button component={Link} to={paths.adminVouchers()} variant="default">
              {t('backoffice.vouchers.back')}
            </Button>
          }
        />
      );
    }
    return (
      <ErrorState title={t('backoffice.loadFailed')} error={voucher.error} onRetry={() => void voucher.refetch()} />
    );
  }
  return <VoucherForm key={voucher.data.id} voucher={voucher.data} />;
}

/**
 * Create or edit a voucher. Once an order holds it, its category, kind, amount and maximum discount
 * are shown locked with the reason; a deactivated voucher is shown read-only. The API keeps every
 * rule and answers in words on the field it concerns.
 */
export function VoucherForm({ voucher }: { voucher?: AdminVoucher }) {
  useDocumentTitle(t(voucher ? 'backoffice.vouchers.editTitle' : 'backoffice.vouchers.newTitle'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<VoucherFormValues>(() => voucherValuesOf(voucher));
  const [errors, setErrors] = useState<VoucherErrors>({});
  const [deactivating, setDeactivating] = useState(false);
  const locked = voucher?.locked ?? false;
  const readOnly = voucher?.status === 'inactive';

  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: AdminVoucherInput) =>
      voucher
        ? adminCall('adminVoucherUpdate', { params: { id: voucher.id }, body })
        : adminCall('adminVoucherCreate', { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminVouchers') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminVoucher') }),
      ]);
      notifySuccess(t(voucher ? 'backoffice.vouchers.saved' : 'backoffice.vouchers.created'));
      void navigate(paths.adminVouchers());
    },
    onError: (error) => setErrors(apiVoucherErrors(error)),
  });
  const set = <K extends keyof VoucherFormValues>(key: K, value: VoucherFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, form: _form, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkVoucher(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body);
  };
  const percent = values.discType === 'percentage';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.adminVouchers()} size="sm">
        ← {t('backoffice.vouchers.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t(voucher ? 'backoffice.vouchers.editTitle' : 'backoffice.vouchers.newTitle')}
          </Title>
          {voucher && <VoucherStatusBadge status={voucher.status} />}
        </Group>
        {voucher && (
          <Group gap="xs">
            <Button component={Link} to={paths.adminVoucherUses(voucher.id)} variant="default">
              {t('backoffice.vouchers.uses')}
            </Button>
            {(voucher.status === 'active' || voucher.status === 'scheduled') && (
              <Button variant="light" color="red.9" onClick={() => setDeactivating(true)}>
                {t('backoffice.vouchers.deactivate')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {readOnly && (
        <Alert color="gray" title={t('backoffice.vouchers.inactiveTitle')}>
          {t('backoffice.vouchers.inactiveBody')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Fieldset legend={t('backoffice.vouchers.section.who')} disabled={readOnly}>
            <Stack gap="sm">
              <TextInput
                label={t('backoffice.vouchers.name')}
                description={t('backoffice.vouchers.nameHint')}
                value={values.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errors.name}
                maxLength={100}
                required
              />
              <Radio.Group
                label={t('backoffice.vouchers.audience')}
                value={values.audience}
                onChange={(v) => set('audience', v as VoucherFormValues['audience'])}
                error={errors.audience}
                required
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="code"
                    label={t('backoffice.vouchers.audience.code')}
                    description={t('backoffice.vouchers.audience.codeHint')}
                  />
                  <Radio
                    value="everyone"
                    label={t('backoffice.vouchers.audience.everyone')}
                    description={t('backoffice.vouchers.audience.everyoneHint')}
                  />
                </Stack>
              </Radio.Group>
              {values.audience === 'code' && (
                <TextInput
                  label={t('backoffice.vouchers.redeemCode')}
                  description={t('backoffice.vouchers.redeemCodeHint')}
                  value={values.redeemCode}
                  onChange={(e) => set('redeemCode', e.currentTarget.value.toUpperCase())}
                  error={errors.redeemCode}
                  maxLength={20}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  required
                />
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('backoffice.vouchers.section.discount')} disabled={readOnly}>
            <Stack gap="sm">
              {locked && !readOnly && (
                <Alert color="yellow" title={t('backoffice.vouchers.lockedTitle', { orders: voucher!.usage.orders })}>
                  {t('backoffice.vouchers.lockedBody')}
                </Alert>
              )}
              <div className={classes.formGrid}>
                <Select
                  label={t('backoffice.vouchers.category')}
                  data={(['transaction', 'shipping'] as const).map((c) => ({
                    value: c,
                    label: t(`backoffice.vouchers.category.${c}`),
                  }))}
                  value={values.category}
                  onChange={(v) => v && set('category', v as VoucherFormValues['category'])}
                  allowDeselect={false}
                  disabled={locked}
                  error={errors.category}
                  required
                />
                <Select
                  label={t('backoffice.vouchers.discType')}
                  data={(['fixed', 'percentage'] as const).map((k) => ({
                    value: k,
                    label: t(`backoffice.vouchers.discType.${k}`),
                  }))}
                  value={values.discType}
                  onChange={(v) => v && set('discType', v as VoucherFormValues['discType'])}
                  allowDeselect={false}
                  disabled={locked}
                  error={errors.discType}
                  required
                />
                <NumberInput
                  label={t(`backoffice.vouchers.discAmount.${values.discType}`)}
                  prefix={percent ? undefined : 'Rp '}
                  suffix={percent ? ' %' : undefined}
                  thousandSeparator="."
                  decimalSeparator=","
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.discAmount}
                  onChange={(v) => set('discAmount', amountOf(v))}
                  disabled={locked}
                  error={errors.discAmount}
                  required
                />
                {percent && (
                  <NumberInput
                    label={t('backoffice.vouchers.maxDiscount')}
                    description={t('backoffice.vouchers.maxDiscountHint')}
                    prefix="Rp "
                    thousandSeparator="."
                    decimalSeparator=","
                    allowDecimal={false}
                    allowNegative={false}
                    value={values.maxDiscount}
                    onChange={(v) => set('maxDiscount', amountOf(v))}
                    disabled={locked}
                    error={errors.maxDiscount}
                  />
                )}
                <NumberInput
                  label={t('backoffice.vouchers.minimumTransaction')}
                  description={t('backoffice.vouchers.minimumTransactionHint')}
                  prefix="Rp "
                  thousandSeparator="."
                  decimalSeparator=","
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.minimumTransaction}
                  onChange={(v) => set('minimumTransaction', amountOf(v))}
                  error={errors.minimumTransaction}
                />
              </div>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('backoffice.vouchers.section.window')} disabled={readOnly}>
            <div className={classes.formGrid}>
              <TextInput
                type="datetime-local"
                label={t('backoffice.vouchers.start')}
                description={t('backoffice.vouchers.startHint')}
                value={values.start}
                onChange={(e) => set('start', e.currentTarget.value)}
                error={errors.start}
              />
              <TextInput
                type="datetime-local"
                label={t('backoffice.vouchers.end')}
                value={values.end}
                min={values.start || undefined}
                onChange={(e) => set('end', e.currentTarget.value)}
                error={errors.end}
                required
              />
              <NumberInput
                label={t('backoffice.vouchers.usageLimit')}
                description={t('backoffice.vouchers.usageLimitHint')}
                allowDecimal={false}
                allowNegative={false}
                min={locked ? voucher!.usage.orders : 1}
                value={values.usageLimit}
                onChange={(v) => set('usageLimit', amountOf(v))}
                error={errors.usageLimit}
              />
              <NumberInput
                label={t('backoffice.vouchers.perMemberLimit')}
                description={t('backoffice.vouchers.perMemberLimitHint')}
                allowDecimal={false}
                allowNegative={false}
                min={1}
                value={values.perMemberLimit}
                onChange={(v) => set('perMemberLimit', amountOf(v))}
                error={errors.perMemberLimit}
              />
            </div>
          </Fieldset>

          <Fieldset legend={t('backoffice.vouchers.section.terms')} disabled={readOnly}>
            <Textarea
              label={t('backoffice.vouchers.terms')}
              description={t('backoffice.vouchers.termsHint')}
              value={values.termsCondition}
              onChange={(e) => set('termsCondition', e.currentTarget.value)}
              error={errors.termsCondition}
              rows={6}
              maxLength={5000}
              required
            />
          </Fieldset>

          {errors.form && (
            <Alert color="red.9" role="alert">
              {errors.form}
            </Alert>
          )}
          {!readOnly && (
            <Group justify="flex-end">
              <Button component={Link} to={paths.adminVouchers()} variant="default" disabled={save.isPending}>
                {t('backoffice.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('backoffice.vouchers.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {deactivating && voucher && <DeactivateDialog voucher={voucher} onClose={() => setDeactivating(false)} />}
    </Stack>
  );
}
