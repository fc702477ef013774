import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { t } from './i18n';
import { fromWibLocal, wibText } from '../../shared/wib-clock';
import { paragraphs, type ArticleFormValues } from './article-values';

/**
 * The article as the shop's theme 1 lays it out (apps/storefront …/blog/article-body.tsx): tags,
 * title, author and date, the cover, the short description, then each section with its paragraphs
 * and optional picture with its credit. Text is rendered as text, as on the shop.
 */
export function ArticlePreview({ values }: { values: ArticleFormValues }) {
  const release = fromWibLocal(values.releaseLocal);
  return (
    <article aria-label={t('backoffice.articles.previewTitle')}>
      <Stack gap="sm">
        <Group gap={6}>
          {values.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="dark">
              #{tag}
            </Badge>
          ))}
        </Group>
        <Title order={2}>{values.title}</Title>
        <Text size="sm" c="dimmed">
          {t('backoffice.articles.by', { author: values.author })}
          {release && !Number.isNaN(Date.parse(release)) ? ` · ${wibText(release)}` : ''}
        </Text>
        {values.thumbnail && <Image src={values.thumbnail} alt="" radius="md" />}
        {values.shortDescription && <Text fw={500}>{values.shortDescription}</Text>}
        {values.sections.map((s, i) => (
          <section key={i}>
            {s.title && <Title order={3}>{s.title}</Title>}
            {paragraphs(s.text).map((p, j) => (
              <Text key={j} mt="xs">
                {p}
              </Text>
            ))}
            {s.imageUrl && (
              <figure>
                <Image src={s.imageUrl} alt={s.title} radius="md" />
                {s.imageSource && (
                  <Text component="figcaption" size="xs" c="dimmed">
                    {t('backoffice.articles.source', { source: s.imageSource })}
                  </Text>
                )}
              </figure>
            )}
          </section>
        ))}
      </Stack>
    </article>
  );
}
