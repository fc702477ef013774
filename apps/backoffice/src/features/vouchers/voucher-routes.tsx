import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { VoucherEditPage, VoucherForm } from './voucher-form-page';
import { VoucherUsesPage } from './uses-page';
import { VouchersPage } from './vouchers-page';

/** The voucher pages (issue 28 §1): reading and writing both need `promotions:write`. */
export const vouchersRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <VouchersPage />
    </PermittedPage>
  ),
};

export const voucherNewRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <VoucherForm />
    </PermittedPage>
  ),
};

function Edit() {
  const { id = '' } = useParams();
  return <VoucherEditPage key={id} id={id} />;
}

export const voucherEditRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <Edit />
    </PermittedPage>
  ),
};

function Uses() {
  const { id = '' } = useParams();
  return <VoucherUsesPage key={id} id={id} />;
}

export const voucherUsesRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="promotions:write">
      <Uses />
    </PermittedPage>
  ),
};
