import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, apiKeys, errorMessages } from '@rona/api-client';
import type { AdminSize } from '@rona/domain';
import { t } from './i18n';
import {
  apiErrors,
  checkNewSize,
  checkSizeChanges,
  emptySize,
  sizeValuesOf,
  type Errors,
  type SizeValues,
} from './size-values';
import classes from './catalogue.module.css';

const numberOf = (v: string | number): number | '' => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

/**
 * Add or edit a size: label, SKU, price (only for staff with `prices:write`), weight, the parcel's
 * sides, the per-order cap and whether it can be bought ('Akan Datang' when not).
 */
export function SizeDialog({
  productId,
  size,
  canPrice,
  onClose,
}: {
  productId: string;
  /** null: a new size. */
  size: AdminSize | null;
  canPrice: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<SizeValues>(size ? sizeValuesOf(size) : emptySize());
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: object) =>
      size
        ? adminCall('adminSizeUpdate', { params: { variantId: size.id }, body })
        : adminCall('adminSizeCreate', { params: { productId }, body: body as never }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProductSizes') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProduct') }),
        queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('adminProducts') }),
      ]);
      onClose();
    },
    onError: (error) => setErrors(apiErrors(error)),
  });
  const set = <K extends keyof SizeValues>(key: K, value: SizeValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = key === 'length' || key === 'width' || key === 'height' ? 'dimension' : key;
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (size) {
      const checked = checkSizeChanges(size, values, canPrice);
      if ('unchanged' in checked) return onClose();
      if ('errors' in checked) return setErrors(checked.errors);
      setErrors({});
      save.mutate(checked.body);
    } else {
      const checked = checkNewSize(values);
      if ('errors' in checked) return setErrors(checked.errors);
      setErrors({});
      save.mutate(checked.body);
    }
  };
  const formError =
    errors.form ?? (save.isError && Object.keys(errors).length === 0 ? errorMessages(save.error)[0] : undefined);

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('backoffice.close') }}
      onClose={save.isPending ? () => undefined : onClose}
      title={
        size ? t('backoffice.catalogue.size.editTitle', { size: size.size }) : t('backoffice.catalogue.size.addTitle')
      }
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div className={classes.formGrid}>
            <TextInput
              label={t('backoffice.catalogue.size.label')}
              description={t('backoffice.catalogue.size.labelHint')}
              value={values.size}
              onChange={(e) => set('size', e.currentTarget.value)}
              error={errors.size}
              required
              data-autofocus
            />
            <TextInput
              label={t('backoffice.catalogue.size.sku')}
              description={t('backoffice.catalogue.size.skuHint')}
              value={values.sku}
              onChange={(e) => set('sku', e.currentTarget.value)}
              error={errors.sku}
              required
              autoCapitalize="characters"
              spellCheck={false}
            />
            {canPrice && (
              <NumberInput
                label={t('backoffice.catalogue.size.price')}
                prefix="Rp "
                thousandSeparator="."
                decimalSeparator=","
                allowDecimal={false}
                allowNegative={false}
                value={values.price}
                onChange={(v) => set('price', numberOf(v))}
                error={errors.price}
                required
              />
            )}
            <NumberInput
              label={t('backoffice.catalogue.size.weight')}
              suffix=" g"
              allowDecimal={false}
              allowNegative={false}
              value={values.weight}
              onChange={(v) => set('weight', numberOf(v))}
              error={errors.weight}
              required
            />
            <NumberInput
              label={t('backoffice.catalogue.size.maxPerOrder')}
              description={t('backoffice.catalogue.size.maxPerOrderHint')}
              allowDecimal={false}
              allowNegative={false}
              value={values.maxPerOrder}
              onChange={(v) => set('maxPerOrder', numberOf(v))}
              error={errors.maxPerOrder}
            />
          </div>
          <fieldset className={classes.fieldset}>
            <legend>{t('backoffice.catalogue.size.dimension')}</legend>
            <Group gap="sm" grow>
              {(['length', 'width', 'height'] as const).map((side) => (
                <NumberInput
                  key={side}
                  label={t(`backoffice.catalogue.size.${side}`)}
                  suffix=" cm"
                  allowNegative={false}
                  value={values[side]}
                  onChange={(v) => set(side, numberOf(v))}
                />
              ))}
            </Group>
            {errors.dimension && (
              <Text c="red.9" size="sm" role="alert">
                {errors.dimension}
              </Text>
            )}
          </fieldset>
          <Switch
            label={t('backoffice.catalogue.size.enabled')}
            description={t('backoffice.catalogue.size.enabledHint')}
            checked={values.enabled}
            onChange={(e) => set('enabled', e.currentTarget.checked)}
            // The API's refusal to disable the last enabled size of a product on sale.
            error={errors.enabled}
          />
          {!canPrice && (
            <Text size="sm" c="gray.7">
              {t('backoffice.catalogue.size.priceNeedsKey')}
            </Text>
          )}
          {formError && (
            <Alert color="red.9" role="alert">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('backoffice.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {t('backoffice.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
