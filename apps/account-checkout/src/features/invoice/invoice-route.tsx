import { InvoicePage } from './invoice-page';

/** /invoice/:invoice (member) and /invoice/:invoice?uuid= (guest): the printable invoice (spec 2 §2). */
export const invoiceRoute = { Component: InvoicePage };
