export { absoluteUrl, canonicalUrl } from './urls';
export {
  articleJsonLd,
  breadcrumbJsonLd,
  firstParagraph,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  truncate,
  type JsonLd,
  type SeoSite,
} from './json-ld';
export { escapeHtml, renderHead, type PageHead } from './head';
export {
  DESCRIPTION_MAX,
  aboutHead,
  articleHead,
  blogHead,
  homeHead,
  legalHead,
  notFoundHead,
  pageTitle,
  privatePageHead,
  productHead,
  productListHead,
  promoHead,
  promoListHead,
} from './pages';
