import { useMemo } from 'react';
import { ActionIcon, Card, Group, Image, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { linkPickerProductsQuery } from '@rona/api-client';
import { MAX_WIDGET_PRODUCTS } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { BRAND_ORANGE, type DraftWidget } from '../draft-model';
import { BorderFields, ColorField, RadiusField, ShadowField } from './fields';
import type { PanelProps } from './panel-props';
import { TextStyleFields } from './text-style-fields';

const t = translator(linkpageMessages);

type ProductsWidget = Extract<DraftWidget, { group: 'products' }>;

/** Title, 1–10 products from the catalogue picker (the add control hides at 10), and the box styles. */
export function ProductsPanel({ widget, update }: PanelProps<ProductsWidget>) {
  const c = widget.content;
  const picker = useQuery(linkPickerProductsQuery());
  const options = useMemo(
    () => (picker.data?.datas ?? []).map((p) => ({ value: p.url, label: p.name })),
    [picker.data],
  );
  const styles = (patch: Partial<ProductsWidget['content']['styles']>, key?: string) =>
    update((w) => ({ ...w, content: { ...w.content, styles: { ...w.content.styles, ...patch } } }), key);

  const add = (url: string | null) => {
    const p = picker.data?.datas.find((x) => x.url === url);
    if (!p) return;
    const item = {
      name: p.name.slice(0, 200),
      star: Math.min(5, Math.max(0, p.statistics.countScore.average)),
      image: p.image,
      url: p.url,
      color: BRAND_ORANGE,
    };
    update((w) => ({
      ...w,
      content: { ...w.content, products: [...w.content.products, item].slice(0, MAX_WIDGET_PRODUCTS) },
    }));
  };

  return (
    <Stack>
      <TextInput
        label={t('linkpage.field.title')}
        maxLength={100}
        value={c.titleText}
        onChange={(e) => {
          const titleText = e.currentTarget.value;
          update((w) => ({ ...w, content: { ...w.content, titleText } }), 'title');
        }}
      />
      {c.products.map((p, i) => (
        <Card key={`${p.url}-${i}`} withBorder padding="xs">
          <Group wrap="nowrap">
            <Image src={p.image} alt="" w={40} h={40} radius="sm" />
            <Text size="sm" style={{ flex: 1 }} lineClamp={2}>
              {p.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('linkpage.field.removeProduct')} ${p.name}`}
              onClick={() =>
                update((w) => ({
                  ...w,
                  content: { ...w.content, products: w.content.products.filter((_, j) => j !== i) },
                }))
              }
            >
              ✕
            </ActionIcon>
          </Group>
          <ColorField
            label={t('linkpage.field.productColor')}
            value={p.color}
            onChange={(color) =>
              update(
                (w) => ({
                  ...w,
                  content: {
                    ...w.content,
                    products: w.content.products.map((x, j) => (j === i ? { ...x, color } : x)),
                  },
                }),
                `color${i}`,
              )
            }
          />
        </Card>
      ))}
      {c.products.length < MAX_WIDGET_PRODUCTS && (
        <Select
          label={t('linkpage.field.addProduct')}
          placeholder={t('linkpage.field.searchProduct')}
          searchable
          data={options}
          value={null}
          onChange={add}
          disabled={picker.isPending}
          nothingFoundMessage="—"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <TextStyleFields value={c.styles} onChange={styles} />
      <RadiusField value={c.styles.borderRadius} round="24px" onChange={(borderRadius) => styles({ borderRadius })} />
      <BorderFields value={c.styles.border} onChange={(border) => styles({ border }, 'border')} />
      <ShadowField value={c.styles.boxShadow} onChange={(boxShadow) => styles({ boxShadow }, 'shadow')} />
    </Stack>
  );
}
