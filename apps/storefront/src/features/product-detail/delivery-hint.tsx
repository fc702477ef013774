import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, deliveryEstimateQuery, districtsQuery, provincesQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { catalogueMessages } from '@rona/i18n/areas/catalogue';
import { formatRupiah } from '@rona/rules';
import { useHydrated } from '@rona/ui';
import classes from './product-detail.module.css';

const t = translator(catalogueMessages);

/**
 * 'Dikirim dari {city}' and the cheapest courier's price and estimate for one unit of the size, to
 * the member's primary address or a district the shopper picks (the checkout's own shipping prices,
 * GET delivery-estimate; issue 24).
 *
 * The page server puts a guest's answer (the city only) and the province list in the page's data
 * (product-detail-route.tsx), so the hint is in the HTML and a guest's first load asks the API for
 * nothing (no API client code either, npm run size): the first call is the guest's pick of a
 * province. A signed-in member's answer depends on who reads: it is asked again after hydration
 * with the page's other member reads (useMemberRefreshAfterHydration, an optional-member endpoint).
 */
export function DeliveryHint({ variantId }: { variantId: string }) {
  const [district, setDistrict] = useState('');
  const [picking, setPicking] = useState(false);
  const estimate = useQuery({
    ...deliveryEstimateQuery(variantId, district || undefined),
    // Without a district the anonymous answer is the warehouse's city: the server's copy stays good
    // (a member's is refreshed by invalidation, which ignores staleTime).
    ...(district ? {} : { staleTime: Infinity }),
  });
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
  // The server's HTML shows the provinces; a pick counts once the page is live.
  const live = useHydrated();
  return (
    <fieldset className={classes.deliveryPicker}>
      <legend>{t('product.delivery.pick')}</legend>
      <label>
        {t('product.delivery.province')}
        <select
          value={province}
          disabled={!live}
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
