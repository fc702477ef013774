import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { PromoEditPage, PromoForm } from './promo-form-page';
import { PromosPage } from './promos-page';

/** The promo page screens (issue 28 §2): reading and writing both need `promotions:write`. */
export const promosRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <PromosPage />
    </PermittedPage>
  ),
};

export const promoNewRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <PromoForm />
    </PermittedPage>
  ),
};

function Edit() {
  const { id = '' } = useParams();
  return <PromoEditPage key={id} id={id} />;
}

export const promoEditRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <Edit />
    </PermittedPage>
  ),
};
