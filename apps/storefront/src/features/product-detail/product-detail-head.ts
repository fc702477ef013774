import { productDetailQuery } from '@rona/api-client';
import type { ProductDetail } from '@rona/domain';
import { productHead } from '@rona/seo';
import { detailHead } from '../../shared/detail-head';
import type { HeadBuilder } from '../../shared/route-head';

/** The product's head (name, description, image, the price of the size shown, Product JSON-LD). */
export const productDetailPageHead: HeadBuilder = (context) => {
  const { merchant = '', item = '' } = context.params;
  return detailHead<ProductDetail>(context, productDetailQuery(merchant, item).queryKey, productHead);
};
