import { SimpleGrid, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bestRatedProductsQuery } from '@rona/api-client';
import { translator } from '@rona/i18n';
import { cartMessages } from '@rona/i18n/areas/cart';
import { ProductCard, ProductCardSkeleton } from '@rona/ui/product';
import classes from './cart.module.css';
import { ErrorState } from '@rona/ui';

const t = translator(cartMessages);

const COUNT = 5;

/** 'Direkomendasikan juga' below the cart: the best-rated products (in the server's HTML: cart-route.tsx). */
export const recommendedProductsQuery = () => bestRatedProductsQuery(COUNT);

export function RecommendedProducts() {
  const { data, isPending, isError, error, refetch } = useQuery(recommendedProductsQuery());
  return (
    <section className={classes.recommended} aria-labelledby="cart-recommended">
      <Title order={2} size="h3" id="cart-recommended" mb="md">
        {t('cart.recommended')}
      </Title>
      {isError && !data ? <ErrorState level={3} error={error} onRetry={() => void refetch()} /> : null}
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {isPending
          ? Array.from({ length: COUNT }, (_, i) => <ProductCardSkeleton key={i} />)
          : data?.map((p, i) => (
              // The first row (two cards on a phone) is on the first screen: its pictures are not lazy.
              <ProductCard key={p.productId} product={p} priority={i < 2} lcp={i < 2} />
            ))}
      </SimpleGrid>
    </section>
  );
}
