import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@rona/ui';
import { BannerTab } from './banner-tab';
import { CertificateTab } from './certificate-tab';
import { t } from './i18n';

/** /admin/banners: the home banners (order, schedule) and, on its second tab (?tab=certificates), the certificates. */
export function BannersPage() {
  useDocumentTitle(t('backoffice.banners.title'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'certificates' ? 'certificates' : 'banners';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('backoffice.banners.title')}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'certificates' ? { tab: 'certificates' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="banners">{t('backoffice.banners.tab.banners')}</Tabs.Tab>
          <Tabs.Tab value="certificates">{t('backoffice.banners.tab.certificates')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="banners" pt="md">
          <BannerTab />
        </Tabs.Panel>
        <Tabs.Panel value="certificates" pt="md">
          <CertificateTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
