import { Container, Title } from '@mantine/core';
import { t } from '@rona/i18n';

export function HomePage() {
  return (
    <Container size="xl" py="xl">
      <Title>{t('brand.name')}</Title>
    </Container>
  );
}
