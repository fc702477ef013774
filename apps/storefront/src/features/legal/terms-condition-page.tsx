import { LegalPage, type LegalSection } from './legal-page';
import { legalVars } from './legal-vars';

const SECTIONS: readonly LegalSection[] = [
  { id: 'akun', title: 'terms.account.title', body: 'terms.account.body' },
  { id: 'produk-dan-promo', title: 'terms.products.title', body: 'terms.products.body' },
  { id: 'pemesanan-dan-pembayaran', title: 'terms.orders.title', body: 'terms.orders.body' },
  { id: 'pengiriman', title: 'terms.shipping.title', body: 'terms.shipping.body' },
  { id: 'konsultasi-dokter', title: 'terms.consult.title', body: 'terms.consult.body' },
  { id: 'resep', title: 'terms.prescription.title', body: 'terms.prescription.body' },
  { id: 'pengembalian-dana', title: 'terms.refund.title', body: 'terms.refund.body' },
  { id: 'keluhan', title: 'terms.complaints.title', body: 'terms.complaints.body' },
  { id: 'hak-kekayaan-intelektual', title: 'terms.ip.title', body: 'terms.ip.body' },
  { id: 'batasan-tanggung-jawab', title: 'terms.liability.title', body: 'terms.liability.body' },
  { id: 'hukum', title: 'terms.law.title', body: 'terms.law.body' },
  { id: 'perubahan', title: 'terms.changes.title', body: 'terms.changes.body' },
];

/** /terms-condition: the terms of use with the limits of spec 3 §9 (static, its own lazy chunk). */
export function Component() {
  return <LegalPage title="terms.title" intro="terms.intro" sections={SECTIONS} vars={legalVars()} />;
}
