import { Container, Stack, Text, Title } from '@mantine/core';
import { t } from '@rona/i18n';

/** Placeholder for a route whose screen lands in a later issue. */
export function ComingSoonPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center">
        <Title order={2}>{t('coming.title')}</Title>
        <Text c="dimmed">{t('coming.body')}</Text>
      </Stack>
    </Container>
  );
}
