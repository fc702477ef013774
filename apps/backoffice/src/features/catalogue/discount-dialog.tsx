import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminSize } from '@rona/domain';
import { formatRupiah } from '@rona/rules';
import { DiscountPreview } from './discount-preview';
import { t } from './i18n';
import {
  apiErrors,
  checkDiscount,
  discountValuesOf,
  previewMoment,
  type DiscountValues,
  type Errors,
} from './size-values';
import classes from './catalogue.module.css';

const KINDS = ['percentage', 'fixed', 'override'] as const;
const numberOf = (v: string | number): number | '' => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

/**
 * A size's discount (`prices:write`): kind, value, start and end in WIB, the purchase limits — with
 * the card's discount text and final price previewed live by the shop's own rules.
 */
export function DiscountDialog({ size, onClose, now }: { size: AdminSize; onClose: () => void; now?: Date }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<DiscountValues>(discountValuesOf(size));
  const [errors, setErrors] = useState<Errors>({});
  const done = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProductSizes') }),
      queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProduct') }),
    ]);
    onClose();
  };
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: object) =>
      adminCall('adminDiscountSet', { params: { variantId: size.id }, body: body as never }),
    onSuccess: done,
    onError: (error) => setErrors(apiErrors(error)),
  });
  const end = useMutation({
    meta: { silent: true },
    mutationFn: () => adminCall('adminDiscountEnd', { params: { variantId: size.id } }),
    onSuccess: done,
  });
  const busy = save.isPending || end.isPending;
  const set = <K extends keyof DiscountValues>(key: K, value: DiscountValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, form: _form, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDiscount(values, size.price);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body);
  };
  const failure = end.error ?? (save.isError && Object.keys(errors).length === 0 ? save.error : null);
  const money = values.kind !== 'percentage';

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('backoffice.close') }}
      onClose={busy ? () => undefined : onClose}
      title={t('backoffice.catalogue.discount.title', { size: size.size })}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('backoffice.catalogue.discount.regularPrice')}: <strong>{formatRupiah(size.price)}</strong>
          </Text>
          <div className={classes.formGrid}>
            <Select
              label={t('backoffice.catalogue.discount.kind')}
              data={KINDS.map((k) => ({ value: k, label: t(`backoffice.catalogue.discount.kind.${k}`) }))}
              value={values.kind}
              onChange={(v) => v && set('kind', v as DiscountValues['kind'])}
              allowDeselect={false}
              error={errors.kind}
              required
            />
            <NumberInput
              label={t(`backoffice.catalogue.discount.value.${values.kind}`)}
              prefix={money ? 'Rp ' : undefined}
              suffix={money ? undefined : ' %'}
              thousandSeparator="."
              decimalSeparator=","
              allowDecimal={false}
              allowNegative={false}
              value={values.value}
              onChange={(v) => set('value', numberOf(v))}
              error={errors.value}
              required
            />
            <TextInput
              type="datetime-local"
              label={t('backoffice.catalogue.discount.start')}
              value={values.start}
              onChange={(e) => set('start', e.currentTarget.value)}
              error={errors.start}
              required
            />
            <TextInput
              type="datetime-local"
              label={t('backoffice.catalogue.discount.end')}
              value={values.end}
              min={values.start || undefined}
              onChange={(e) => set('end', e.currentTarget.value)}
              error={errors.end}
              required
            />
            <NumberInput
              label={t('backoffice.catalogue.discount.purchaseLimit')}
              description={t('backoffice.catalogue.discount.purchaseLimitHint')}
              allowDecimal={false}
              allowNegative={false}
              value={values.purchaseLimit}
              onChange={(v) => set('purchaseLimit', numberOf(v))}
              error={errors.purchaseLimit}
            />
            <NumberInput
              label={t('backoffice.catalogue.discount.promoPurchaseLimit')}
              description={t('backoffice.catalogue.discount.promoPurchaseLimitHint')}
              allowDecimal={false}
              allowNegative={false}
              value={values.promoPurchaseLimit}
              onChange={(v) => set('promoPurchaseLimit', numberOf(v))}
              error={errors.promoPurchaseLimit}
            />
          </div>
          <DiscountPreview
            price={size.price}
            discount={
              values.value === ''
                ? null
                : {
                    kind: values.kind,
                    value: values.value,
                    startDate: previewMoment(values.start),
                    endDate: previewMoment(values.end),
                  }
            }
            now={now}
          />
          {(errors.form || failure) && (
            <Alert color="red.9" role="alert">
              {errors.form ?? errorMessages(failure)[0]}
            </Alert>
          )}
          <Group justify="space-between">
            {size.discount && size.discount.state !== 'ended' ? (
              <Button
                variant="outline"
                color="red.9"
                onClick={() => end.mutate()}
                loading={end.isPending}
                disabled={busy}
              >
                {t('backoffice.catalogue.discount.endNow')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('backoffice.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={busy}>
                {t('backoffice.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
