import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { t } from './i18n';
import { emptySection, moved, type PromoErrors, type PromoSectionValues } from './promo-values';

/** The promo's text sections: add, remove, move up and down; plain text only. */
export function PromoSections({
  sections,
  errors,
  onChange,
}: {
  sections: PromoSectionValues[];
  errors: PromoErrors;
  onChange: (next: PromoSectionValues[]) => void;
}) {
  const setOne = (i: number, change: Partial<PromoSectionValues>) =>
    onChange(sections.map((s, j) => (j === i ? { ...s, ...change } : s)));
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} component="h2">
        {t('backoffice.promos.sections')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('backoffice.promos.sectionsHint')}
      </Text>
      {sections.map((s, i) => {
        const n = i + 1;
        return (
          <Paper withBorder p="sm" key={i}>
            <Stack gap="xs">
              <TextInput
                label={t('backoffice.promos.field.sectionTitle', { n })}
                value={s.title}
                onChange={(e) => setOne(i, { title: e.currentTarget.value })}
                error={errors[`sections.${i}.title`]}
                required
              />
              <Textarea
                label={t('backoffice.promos.field.sectionText', { n })}
                value={s.description}
                onChange={(e) => setOne(i, { description: e.currentTarget.value })}
                error={errors[`sections.${i}.description`]}
                rows={4}
                required
              />
              <Group justify="flex-end" gap="xs">
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={i === 0}
                  aria-label={t('backoffice.promos.moveUp', { n })}
                  onClick={() => onChange(moved(sections, i, -1))}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={i === sections.length - 1}
                  aria-label={t('backoffice.promos.moveDown', { n })}
                  onClick={() => onChange(moved(sections, i, 1))}
                >
                  ↓
                </ActionIcon>
                <Button variant="subtle" color="red.9" onClick={() => onChange(sections.filter((_, j) => j !== i))}>
                  {t('backoffice.promos.removeSection', { n })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      {errors.sections && (
        <Text size="sm" c="red.9" role="alert">
          {errors.sections}
        </Text>
      )}
      <Group>
        <Button variant="default" onClick={() => onChange([...sections, emptySection()])}>
          {t('backoffice.promos.addSection')}
        </Button>
      </Group>
    </Stack>
  );
}
