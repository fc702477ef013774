import { Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, districtsQuery, provincesQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { accountMessages } from '@rona/i18n/areas/account';
import { listUnderField } from '../picker/list-under-field';
import { chooseArea, type AddressValues } from './address-values';

const t = translator(accountMessages);

/** Province → city → district, each list loading once its parent is chosen; the district fills the postal code. */
export function AreaFields({ form, disabled }: { form: UseFormReturnType<AddressValues>; disabled?: boolean }) {
  const { provinceId, cityId, districtId } = form.getValues();
  const provinces = useQuery(provincesQuery());
  const cities = useQuery(citiesQuery(provinceId));
  const districts = useQuery(districtsQuery(cityId));

  const choose = (field: 'provinceId' | 'cityId' | 'districtId', id: string | null) => {
    const next = chooseArea(
      form.getValues(),
      field,
      id ?? '',
      (d) => districts.data?.find((x) => x.id === d)?.postal_code,
    );
    form.setValues(next);
    form.clearFieldError(field);
  };
  const choosePlaceholder = (field: string) => t('account.address.choose', { field: field.toLowerCase() });

  return (
    <>
      <Select
        label={t('account.address.province')}
        placeholder={choosePlaceholder(t('account.address.province'))}
        data={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.provinsi_name }))}
        value={provinceId || null}
        onChange={(v) => choose('provinceId', v)}
        error={form.errors.provinceId}
        searchable
        disabled={disabled || provinces.isPending}
        withAsterisk
        nothingFoundMessage="-"
        comboboxProps={listUnderField}
      />
      <Select
        label={t('account.address.city')}
        placeholder={choosePlaceholder(t('account.address.city'))}
        data={(cities.data ?? []).map((c) => ({ value: c.id, label: c.kabupaten_name }))}
        value={cityId || null}
        onChange={(v) => choose('cityId', v)}
        error={form.errors.cityId}
        searchable
        disabled={disabled || !provinceId || cities.isPending}
        withAsterisk
        nothingFoundMessage="-"
        comboboxProps={listUnderField}
      />
      <Select
        label={t('account.address.district')}
        placeholder={choosePlaceholder(t('account.address.district'))}
        data={(districts.data ?? []).map((d) => ({ value: d.id, label: d.kecamatan_name }))}
        value={districtId || null}
        onChange={(v) => choose('districtId', v)}
        error={form.errors.districtId}
        searchable
        disabled={disabled || !cityId || districts.isPending}
        withAsterisk
        nothingFoundMessage="-"
        comboboxProps={listUnderField}
      />
    </>
  );
}
