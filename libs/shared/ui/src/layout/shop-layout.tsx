import { Outlet } from 'react-router-dom';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { AppLink } from '../navigation/app-link';
import { NavigationProgress } from '../app/navigation-progress';

/** Header, page and footer shared by the storefront and the account app. */
export function ShopLayout() {
  return (
    <Box>
      <NavigationProgress />
      <Box component="header" py="sm">
        <Container size="xl">
          <Group component="nav" aria-label="Menu utama">
            <Anchor component={AppLink} to={paths.home()}>{t('menu.home')}</Anchor>
            <Anchor component={AppLink} to={paths.products()}>{t('menu.shop')}</Anchor>
            <Anchor component={AppLink} to={paths.promos()}>{t('menu.promo')}</Anchor>
            <Anchor component={AppLink} to={paths.about()}>{t('menu.about')}</Anchor>
            <Anchor component={AppLink} to={paths.blog()}>{t('menu.blog')}</Anchor>
            <Anchor component={AppLink} to={paths.login()}>{t('header.login')}</Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main">
        <Outlet />
      </Box>
    </Box>
  );
}
