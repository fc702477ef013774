import { legalHead } from '@rona/seo';
import type { HeadBuilder } from '../../shared/route-head';

export const privacyPolicyPageHead: HeadBuilder = ({ site }) => legalHead(site, 'privacy');
export const termsConditionPageHead: HeadBuilder = ({ site }) => legalHead(site, 'terms');
