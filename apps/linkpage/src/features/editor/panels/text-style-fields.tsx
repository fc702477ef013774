import { Chip, Group, Input, NativeSelect, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { FONT_SIZE } from '@rona/domain/browser';
import type { Widget } from '@rona/domain';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { FONT_FAMILIES } from '../draft-model';
import { AlignIcon } from './align-icons';
import { ColorField, OpacityField, SliderField } from './fields';

const t = translator(linkpageMessages);

export type TextStyles = Extract<Widget, { group: 'text' }>['content']['styles'];

const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** Font, size 12–60, colour, weight, style, alignment, decoration and background of a text. */
export function TextStyleFields<S extends TextStyles>({
  value,
  onChange,
}: {
  value: S;
  onChange: (patch: Partial<TextStyles>, mergeKey?: string) => void;
}) {
  return (
    <>
      <NativeSelect
        label={t('linkpage.field.fontFamily')}
        value={value.fontFamily}
        data={[...FONT_FAMILIES]}
        onChange={(e) => onChange({ fontFamily: e.currentTarget.value })}
      />
      <SliderField
        label={t('linkpage.field.fontSize')}
        value={value.fontSize}
        min={FONT_SIZE.min}
        max={FONT_SIZE.max}
        onChange={(fontSize) => onChange({ fontSize }, 'fontSize')}
      />
      <ColorField
        label={t('linkpage.field.color')}
        value={value.color}
        onChange={(color) => onChange({ color }, 'color')}
      />
      <Group gap="xs">
        <Chip checked={value.fontWeight === 'bold'} onChange={(on) => onChange({ fontWeight: on ? 'bold' : 'normal' })}>
          {t('linkpage.field.bold')}
        </Chip>
        <Chip
          checked={value.fontStyle === 'italic'}
          onChange={(on) => onChange({ fontStyle: on ? 'italic' : 'normal' })}
        >
          {t('linkpage.field.italic')}
        </Chip>
        <Chip
          checked={value.textDecoration === 'underline'}
          onChange={(on) => onChange({ textDecoration: on ? 'underline' : 'none' })}
        >
          {t('linkpage.field.underline')}
        </Chip>
        <Chip
          checked={value.textDecoration === 'line-through'}
          onChange={(on) => onChange({ textDecoration: on ? 'line-through' : 'none' })}
        >
          {t('linkpage.field.strike')}
        </Chip>
      </Group>
      <Input.Wrapper label={t('linkpage.field.align')}>
        <SegmentedControl
          fullWidth
          value={value.textAlign}
          onChange={(a) => onChange({ textAlign: a as TextStyles['textAlign'] })}
          data={ALIGNMENTS.map((align) => ({
            value: align,
            label: (
              <span style={{ display: 'inline-flex', verticalAlign: 'middle' }}>
                <AlignIcon align={align} />
                <VisuallyHidden>{t(`linkpage.align.${align}`)}</VisuallyHidden>
              </span>
            ),
          }))}
          aria-label={t('linkpage.field.align')}
        />
      </Input.Wrapper>
      <ColorField
        label={t('linkpage.field.backgroundColor')}
        value={value.backgroundColor}
        onChange={(backgroundColor) => onChange({ backgroundColor }, 'bgColor')}
      />
      <OpacityField
        label={t('linkpage.field.backgroundOpacity')}
        value={value.backgroundOpacity}
        onChange={(backgroundOpacity) => onChange({ backgroundOpacity }, 'bgOpacity')}
      />
    </>
  );
}
