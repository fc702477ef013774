import { Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { SKIN_PROBLEMS, SKIN_TYPES } from '@rona/domain/browser';
import type { CategoryItem } from '@rona/domain';
import { t } from './i18n';
import type { FieldErrors, ProductField, ProductValues } from './product-values';
import classes from './catalogue.module.css';

interface ProductFieldsProps {
  values: ProductValues;
  errors: FieldErrors;
  categories: readonly CategoryItem[];
  onChange: <F extends ProductField>(field: F, value: ProductValues[F]) => void;
  disabled: boolean;
  /** Earlier slugs that still redirect here (a saved product). */
  oldSlugs?: readonly string[];
}

/** A long text of the product page (its accordions: Deskripsi, Perhatian, Cara Pemakaian, Komposisi). */
function LongText({
  field,
  label,
  required = false,
  ...props
}: ProductFieldsProps & {
  field: 'description' | 'warning' | 'howToUse' | 'composition';
  label: string;
  required?: boolean;
}) {
  return (
    <Textarea
      label={label}
      value={props.values[field]}
      onChange={(e) => props.onChange(field, e.currentTarget.value)}
      error={props.errors[field]}
      required={required}
      rows={field === 'description' ? 6 : 3}
      resize="vertical"
      disabled={props.disabled}
    />
  );
}

/**
 * The product's fields: name, slug (with its format), category and subcategory, skin types and
 * problems (spec 1 §9), the four texts of the page's accordions, the YouTube link and the BPOM number.
 */
export function ProductFields(props: ProductFieldsProps) {
  const { values, errors, categories, onChange, disabled, oldSlugs = [] } = props;
  const mains = categories.filter((c) => c.type === 'category');
  const subs = categories.filter((c) => c.type === 'subcategory' && c.parentId === values.categoryId);
  return (
    <Stack gap="sm">
      <div className={classes.formGrid}>
        <TextInput
          label={t('backoffice.catalogue.field.name')}
          value={values.name}
          onChange={(e) => onChange('name', e.currentTarget.value)}
          error={errors.name}
          required
          disabled={disabled}
        />
        <TextInput
          label={t('backoffice.catalogue.field.slug')}
          description={t('backoffice.catalogue.field.slugHint')}
          value={values.slug}
          onChange={(e) => onChange('slug', e.currentTarget.value)}
          error={errors.slug}
          required
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
        />
        <Select
          label={t('backoffice.catalogue.field.category')}
          placeholder={t('backoffice.catalogue.field.choose')}
          data={mains.map((c) => ({ value: c._id, label: c.name }))}
          value={values.categoryId || null}
          onChange={(v) => {
            onChange('categoryId', v ?? '');
            onChange('subcategoryId', '');
          }}
          error={errors.categoryId}
          required
          allowDeselect={false}
          disabled={disabled}
        />
        <Select
          label={t('backoffice.catalogue.field.subcategory')}
          placeholder={t(
            values.categoryId ? 'backoffice.catalogue.field.choose' : 'backoffice.catalogue.field.categoryFirst',
          )}
          data={subs.map((c) => ({ value: c._id, label: c.name }))}
          value={values.subcategoryId || null}
          onChange={(v) => onChange('subcategoryId', v ?? '')}
          error={errors.subcategoryId}
          required
          allowDeselect={false}
          disabled={disabled || !values.categoryId}
        />
      </div>
      {oldSlugs.length > 0 && (
        <Text size="sm" c="gray.7" data-testid="old-slugs">
          {t('backoffice.catalogue.field.oldSlugs', { slugs: oldSlugs.join(', ') })}
        </Text>
      )}
      <Checkbox.Group
        label={t('backoffice.catalogue.field.skinTypes')}
        value={values.skinTypes}
        onChange={(v) => onChange('skinTypes', v)}
        error={errors.skinTypes}
      >
        <Group gap="md" mt={4}>
          {SKIN_TYPES.map((s) => (
            <Checkbox key={s} value={s} label={s} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('backoffice.catalogue.field.skinProblems')}
        value={values.skinProblems}
        onChange={(v) => onChange('skinProblems', v)}
        error={errors.skinProblems}
      >
        <Group gap="md" mt={4}>
          {SKIN_PROBLEMS.map((s) => (
            <Checkbox key={s} value={s} label={s} disabled={disabled} />
          ))}
        </Group>
      </Checkbox.Group>
      <LongText {...props} field="description" label={t('backoffice.catalogue.field.description')} required />
      <LongText {...props} field="warning" label={t('backoffice.catalogue.field.warning')} />
      <LongText {...props} field="howToUse" label={t('backoffice.catalogue.field.howToUse')} />
      <LongText {...props} field="composition" label={t('backoffice.catalogue.field.composition')} />
      <div className={classes.formGrid}>
        <TextInput
          label={t('backoffice.catalogue.field.video')}
          description={t('backoffice.catalogue.field.videoHint')}
          type="url"
          inputMode="url"
          value={values.video}
          onChange={(e) => onChange('video', e.currentTarget.value)}
          error={errors.video}
          disabled={disabled}
        />
        <TextInput
          label={t('backoffice.catalogue.field.bpom')}
          description={t('backoffice.catalogue.field.bpomHint')}
          value={values.bpom}
          onChange={(e) => onChange('bpom', e.currentTarget.value)}
          error={errors.bpom}
          disabled={disabled}
        />
      </div>
    </Stack>
  );
}
