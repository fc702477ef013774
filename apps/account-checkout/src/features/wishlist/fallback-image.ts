/**
 * Shown when a product photo fails to load: an inline drawing (a bottle on the shop's pale
 * background), so the fallback itself can never fail or cost a request.
 */
export const FALLBACK_PRODUCT_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">' +
    '<rect width="300" height="300" fill="#f8f9fa"/>' +
    '<rect x="125" y="70" width="50" height="28" rx="6" fill="#dee2e6"/>' +
    '<rect x="105" y="98" width="90" height="132" rx="18" fill="#dee2e6"/>' +
    '<rect x="122" y="140" width="56" height="36" rx="6" fill="#f8f9fa"/>' +
    '</svg>',
)}`;
