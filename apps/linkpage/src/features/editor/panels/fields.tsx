import { useEffect, useState } from 'react';
import { ColorInput, Input, SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import {
  BORDER_WIDTH,
  DEFAULT_SHADOW,
  isSafeColor,
  opacityFromSlider,
  OPACITY_SLIDER,
  sliderFromOpacity,
} from '@rona/domain/browser';
import type { Widget } from '@rona/domain';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { useRecentColors } from '../recent-colors';

const t = translator(linkpageMessages);

/** A colour picker whose swatches are the recent colours; only valid colours reach the widget. */
export function ColorField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (color: string) => void;
}) {
  const { colors, remember } = useRecentColors();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <ColorInput
      label={label}
      value={text}
      format="hex"
      swatches={colors}
      swatchesPerRow={9}
      onChange={(next) => {
        setText(next);
        if (isSafeColor(next)) onChange(next);
      }}
      onChangeEnd={(next) => isSafeColor(next) && remember(next)}
      error={text && !isSafeColor(text) ? 'Warna tidak valid' : undefined}
    />
  );
}

/** A labelled slider (Mantine's slider is keyboard operable: arrows, Home, End). */
export function SliderField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onChange: (n: number) => void;
  format?: (n: number) => string;
}) {
  const { label, value, min, max, step = 1, onChange, format } = props;
  return (
    <Input.Wrapper label={label}>
      <Slider
        value={value}
        min={min}
        max={max}
        step={step}
        label={format ?? ((n) => String(n))}
        onChange={onChange}
        thumbLabel={label}
        marks={[
          { value: min, label: format ? format(min) : String(min) },
          { value: max, label: format ? format(max) : String(max) },
        ]}
        mb="lg"
      />
    </Input.Wrapper>
  );
}

/** Opacity as the spec's 0–10 slider, stored 0–1. */
export function OpacityField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (opacity: number) => void;
}) {
  return (
    <SliderField
      label={label}
      value={sliderFromOpacity(value)}
      min={OPACITY_SLIDER.min}
      max={OPACITY_SLIDER.max}
      onChange={(n) => onChange(opacityFromSlider(n))}
    />
  );
}

type BoxStyles = Extract<Widget, { group: 'button' }>['content']['styles'];
type Shadow = BoxStyles['boxShadow'];

export function ShadowField({ value, onChange }: { value: Shadow; onChange: (shadow: Shadow) => void }) {
  return (
    <Stack gap="xs">
      <Input.Wrapper label={t('linkpage.field.shadow')}>
        <SegmentedControl
          fullWidth
          value={value?.direction ?? 'none'}
          onChange={(d) =>
            onChange(
              d === 'none' ? null : { ...(value ?? DEFAULT_SHADOW), direction: d as NonNullable<Shadow>['direction'] },
            )
          }
          data={[
            { value: 'none', label: t('linkpage.field.shadowNone') },
            { value: 'left', label: t('linkpage.field.shadowLeft') },
            { value: 'bottom', label: t('linkpage.field.shadowBottom') },
            { value: 'right', label: t('linkpage.field.shadowRight') },
          ]}
        />
      </Input.Wrapper>
      {value && (
        <>
          <ColorField
            label={t('linkpage.field.shadow')}
            value={value.color}
            onChange={(color) => onChange({ ...value, color })}
          />
          <OpacityField
            label={t('linkpage.field.shadowOpacity')}
            value={value.opacity}
            onChange={(opacity) => onChange({ ...value, opacity })}
          />
        </>
      )}
    </Stack>
  );
}

/** Corner shapes: 24 px (100 % for images), 10 px, 0 px. */
export function RadiusField({
  value,
  round,
  onChange,
}: {
  value: string;
  round: '24px' | '100%';
  onChange: (r: BoxStyles['borderRadius']) => void;
}) {
  return (
    <Input.Wrapper label={t('linkpage.field.radius')}>
      <SegmentedControl
        fullWidth
        value={value}
        onChange={(r) => onChange(r as BoxStyles['borderRadius'])}
        data={[
          { value: round, label: round === '100%' ? '100%' : '24px' },
          { value: '10px', label: '10px' },
          { value: '0px', label: '0px' },
        ]}
      />
    </Input.Wrapper>
  );
}

export function BorderFields({
  value,
  onChange,
}: {
  value: BoxStyles['border'];
  onChange: (b: BoxStyles['border']) => void;
}) {
  return (
    <>
      <SliderField
        label={t('linkpage.field.borderWidth')}
        value={value.width}
        min={BORDER_WIDTH.min}
        max={BORDER_WIDTH.max}
        onChange={(width) => onChange({ ...value, width })}
      />
      <ColorField
        label={t('linkpage.field.borderColor')}
        value={value.color}
        onChange={(color) => onChange({ ...value, color })}
      />
    </>
  );
}

export function PanelHint({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
