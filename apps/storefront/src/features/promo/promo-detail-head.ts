import { promoDetailQuery } from '@rona/api-client';
import type { PromoDetail } from '@rona/domain';
import { promoHead } from '@rona/seo';
import { detailHead } from '../../shared/detail-head';
import type { HeadBuilder } from '../../shared/route-head';

/** The promo's head (title, first section or dates, long banner). */
export const promoDetailPageHead: HeadBuilder = (context) =>
  detailHead<PromoDetail>(context, promoDetailQuery(context.params.slug ?? '').queryKey, promoHead);
