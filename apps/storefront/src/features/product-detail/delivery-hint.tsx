import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, deliveryEstimateQuery, districtsQuery, provincesQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { formatRupiah } from '@rona/rules';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

/**
 * 'Dikirim dari {city}' and the cheapest courier's price and estimate for one unit of the size, to
 * the member's primary address or a district the shopper picks (the checkout's own shipping prices,
 * GET delivery-estimate; issue 24). Rendered once the page is live (purchase-panel.tsx): the answer
 * depends on who reads.
 */
export function DeliveryHint({ variantId }: { variantId: string }) {
  const [district, setDistrict] = useState('');
  const [picking, setPicking] = useState(false);
  const estimate = useQuery(deliveryEstimateQuery(variantId, district || undefined));
  const data = estimate.data;
  return (
    <section className={classes.delivery} aria-label={t('product.delivery.title')} data-testid="delivery-hint">
      {estimate.isError && !data ? (
        <p>
          {t('product.delivery.error')}{' '}
          <button type="button" className={classes.linkButton} onClick={() => void estimate.refetch()}>
            {t('error.retry')}
          </button>
        </p>
      ) : data ? (
        <>
          <p className={classes.deliveryFrom}>{t('product.delivery.from', { city: data.origin })}</p>
          {data.cheapest && data.destination && (
            <p>
              {t('product.delivery.cheapest', {
                price: formatRupiah(data.cheapest.price),
                courier: data.cheapest.courier,
                service: data.cheapest.service,
                etd: data.cheapest.etd,
              })}{' '}
              {t('product.delivery.to', { district: data.destination.district, city: data.destination.city })}
            </p>
          )}
          {data.destination && !picking ? (
            <button type="button" className={classes.linkButton} onClick={() => setPicking(true)}>
              {t('product.delivery.change')}
            </button>
          ) : (
            <DistrictPicker
              onPick={(id) => {
                setDistrict(id);
                setPicking(false);
              }}
            />
          )}
        </>
      ) : (
        <p className={classes.deliveryFrom} aria-busy="true">
          &nbsp;
        </p>
      )}
    </section>
  );
}

/** Province → city → district, as native selects (a phone's own picker). */
function DistrictPicker({ onPick }: { onPick: (districtId: string) => void }) {
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const provinces = useQuery(provincesQuery());
  const cities = useQuery(citiesQuery(province));
  const districts = useQuery(districtsQuery(city));
  return (
    <fieldset className={classes.deliveryPicker}>
      <legend>{t('product.delivery.pick')}</legend>
      <label>
        {t('product.delivery.province')}
        <select
          value={province}
          onChange={(e) => {
            setProvince(e.currentTarget.value);
            setCity('');
          }}
        >
          <option value="" />
          {provinces.data?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.provinsi_name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('product.delivery.city')}
        <select value={city} disabled={!province} onChange={(e) => setCity(e.currentTarget.value)}>
          <option value="" />
          {cities.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.kabupaten_name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('product.delivery.district')}
        <select value="" disabled={!city} onChange={(e) => e.currentTarget.value && onPick(e.currentTarget.value)}>
          <option value="" />
          {districts.data?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.kecamatan_name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
