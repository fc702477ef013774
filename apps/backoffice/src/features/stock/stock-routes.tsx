import type { RouteObject } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { PermittedPage } from '../../shared/staff/permitted';
import { CountPage } from './count-page';
import { HistoryPage } from './history-page';
import { StockPage } from './stock-page';

/** The stock ledger's pages (issue 27 §5): reading and writing both need `stock:adjust`. */
export const stockRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="stock:adjust">
      <StockPage />
    </PermittedPage>
  ),
};

function History() {
  const { variantId = '' } = useParams();
  return <HistoryPage key={variantId} variantId={variantId} />;
}

export const stockHistoryRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="stock:adjust">
      <History />
    </PermittedPage>
  ),
};

export const stockCountRoute: Pick<RouteObject, 'Component'> = {
  Component: () => (
    <PermittedPage needs="stock:adjust">
      <CountPage />
    </PermittedPage>
  ),
};
