import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, Group, Input, Modal, Slider, Stack, Text } from '@mantine/core';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { notifyError } from '@rona/ui';
import { cropImageFile } from './crop-canvas';
import {
  frameAt,
  maxZoom,
  moveFrame,
  ratioValue,
  ZOOM_STEP,
  zoomFrame,
  zoomOf,
  type CropFrame,
  type Size,
} from './crop-geometry';
import classes from './crop.module.css';

const t = translator(linkpageMessages);

export interface CropDialogProps {
  /** The picture to crop; the dialog is open while there is one. */
  file: File | null;
  /** The widget's ratio option, e.g. '16/9'; the frame keeps it. */
  ratio: string;
  ratioLabel: string;
  /** Shown when several pictures are cropped one after another. */
  progress?: { index: number; total: number };
  onCancel: () => void;
  onCropped: (file: File) => void;
}

/** Arrow keys move the frame by 2 % of the picture (10 % with Shift); + and − zoom. */
const MOVE_STEP = 0.02;
const MOVE_STEP_LARGE = 0.1;

function CropStage({
  file,
  ratio,
  onCancel,
  onCropped,
}: Pick<CropDialogProps, 'ratio' | 'onCancel' | 'onCropped'> & { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const r = ratioValue(ratio);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number; frame: CropFrame; scale: number } | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [frame, setFrame] = useState<CropFrame | null>(null);
  const [busy, setBusy] = useState(false);

  const onLoad = () => {
    const img = image.current;
    if (!img?.naturalWidth || !img.naturalHeight) return;
    const natural = { width: img.naturalWidth, height: img.naturalHeight };
    setSize(natural);
    setFrame(frameAt(natural, r, 1));
  };

  const zoomTo = (z: number) => size && frame && setFrame(zoomFrame(frame, z, size, r));
  const zoom = size && frame ? zoomOf(frame, size, r) : 1;

  const onKeyDown = (e: KeyboardEvent) => {
    if (!size || !frame) return;
    const step = e.shiftKey ? MOVE_STEP_LARGE : MOVE_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-size.width * step, 0],
      ArrowRight: [size.width * step, 0],
      ArrowUp: [0, -size.height * step],
      ArrowDown: [0, size.height * step],
    };
    const move = moves[e.key];
    if (move) setFrame(moveFrame(frame, move[0], move[1], size));
    else if (e.key === '+' || e.key === '=') zoomTo(zoom + ZOOM_STEP);
    else if (e.key === '-' || e.key === '_') zoomTo(zoom - ZOOM_STEP);
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!size || !frame || !image.current) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    const shown = image.current.getBoundingClientRect().width || size.width;
    drag.current = { x: e.clientX, y: e.clientY, frame, scale: shown / size.width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || !size) return;
    setFrame(moveFrame(d.frame, (e.clientX - d.x) / d.scale, (e.clientY - d.y) / d.scale, size));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const apply = async () => {
    if (!frame || !image.current) return;
    setBusy(true);
    try {
      onCropped(await cropImageFile(image.current, frame, file));
    } catch (error) {
      notifyError(error instanceof Error ? error : new Error(t('linkpage.crop.failed')));
    } finally {
      setBusy(false);
    }
  };

  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <Stack>
      <div className={classes.stage}>
        <img
          ref={image}
          src={url}
          alt=""
          className={classes.image}
          onLoad={onLoad}
          onError={() => notifyError(new Error(t('linkpage.crop.failed')))}
        />
        {size && frame && (
          <div
            className={classes.frame}
            role="group"
            tabIndex={0}
            aria-label={t('linkpage.crop.frame')}
            aria-describedby="crop-hint"
            data-testid="crop-frame"
            style={{
              left: pct(frame.x, size.width),
              top: pct(frame.y, size.height),
              width: pct(frame.width, size.width),
              height: pct(frame.height, size.height),
            }}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          />
        )}
      </div>
      <Text id="crop-hint" size="xs" c="dimmed">
        {t('linkpage.crop.hint')}
      </Text>
      <Input.Wrapper label={t('linkpage.crop.zoom')}>
        <Slider
          min={1}
          max={size ? maxZoom(size, r) : 1}
          step={ZOOM_STEP}
          value={zoom}
          disabled={!size}
          label={(v) => `${v.toFixed(1)}×`}
          thumbLabel={t('linkpage.crop.zoom')}
          onChange={zoomTo}
        />
      </Input.Wrapper>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('linkpage.crop.cancel')}
        </Button>
        <Button onClick={() => void apply()} loading={busy} disabled={!frame}>
          {t('linkpage.crop.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Crops an added or replacing picture to the widget's ratio before it joins the draft (uploaded on update). */
export function CropDialog({ file, ratio, ratioLabel, progress, onCancel, onCropped }: CropDialogProps) {
  const title = [
    t('linkpage.crop.title'),
    t('linkpage.crop.ratio', { ratio: ratioLabel }),
    progress && progress.total > 1 ? t('linkpage.crop.progress', progress) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Modal opened={file !== null} onClose={onCancel} title={title} size="lg" centered>
      {file && (
        <CropStage
          key={`${file.name}-${file.lastModified}-${file.size}`}
          file={file}
          ratio={ratio}
          onCancel={onCancel}
          onCropped={onCropped}
        />
      )}
    </Modal>
  );
}
