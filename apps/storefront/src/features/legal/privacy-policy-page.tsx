import { LegalPage, type LegalSection } from './legal-page';
import { legalVars } from './legal-vars';

const SECTIONS: readonly LegalSection[] = [
  { id: 'data-yang-dikumpulkan', title: 'privacy.collect.title', body: 'privacy.collect.body' },
  { id: 'penggunaan-data', title: 'privacy.use.title', body: 'privacy.use.body' },
  { id: 'data-kesehatan', title: 'privacy.health.title', body: 'privacy.health.body' },
  { id: 'pihak-ketiga', title: 'privacy.share.title', body: 'privacy.share.body' },
  { id: 'cookie', title: 'privacy.cookies.title', body: 'privacy.cookies.body' },
  { id: 'newsletter', title: 'privacy.newsletter.title', body: 'privacy.newsletter.body' },
  { id: 'keamanan-data', title: 'privacy.security.title', body: 'privacy.security.body' },
  { id: 'hak-kamu', title: 'privacy.rights.title', body: 'privacy.rights.body' },
  { id: 'di-bawah-umur', title: 'privacy.minors.title', body: 'privacy.minors.body' },
  { id: 'perubahan', title: 'privacy.changes.title', body: 'privacy.changes.body' },
  { id: 'kontak', title: 'privacy.contact.title', body: 'privacy.contact.body' },
];

/** /privacy-policy: the shop's privacy policy (static, its own lazy chunk). */
export function Component() {
  return <LegalPage title="privacy.title" intro="privacy.intro" sections={SECTIONS} vars={legalVars()} />;
}
