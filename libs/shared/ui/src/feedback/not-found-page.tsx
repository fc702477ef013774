import { Button, Container, Stack, Title } from '@mantine/core';
import { t } from '@rona/i18n';
import { paths } from '@rona/routes';
import { AppLink } from '../navigation/app-link';

/** Any unknown path: 'Halaman tidak ada' with 'Halaman Utama' back to /. */
export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center">
        <Title order={1}>{t('notFound.title')}</Title>
        <Button component={AppLink} to={paths.home()}>{t('notFound.home')}</Button>
      </Stack>
    </Container>
  );
}
