import { z } from 'zod';
import { certificateSchema } from '../entities/content';
import { endpoint } from './define';

/**
 * Brand content beyond the spec's calls. Articles, promos and the newsletter live in the
 * catalogue contract, as the spec lists them with the storefront's calls.
 */
export const contentContract = {
  certificates: endpoint({
    method: 'GET',
    // The spec shows the certificates (about and promo pages) but not their call.
    path: '/content/v1/certificates',
    auth: 'apiKey',
    result: z.array(certificateSchema),
    summary: 'The shop certificates (BPOM, Halal, ISO …) in display order',
  }),
} as const;
