import { useRef } from 'react';
import { FileButton, Button, type ButtonProps } from '@mantine/core';
import { MAX_UPLOAD_BYTES } from '@rona/domain/browser';
import { translator } from '@rona/i18n';
import { linkpageMessages } from '@rona/i18n/areas/linkpage';
import { notifyError } from '@rona/ui';

const t = translator(linkpageMessages);

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const TYPES = IMAGE_ACCEPT.split(',');

/** Files over 5 MB or of another type are refused with the spec's alert and not added (the server checks again). */
export function acceptableImages(files: File[]): File[] {
  return files.filter((f) => {
    if (f.size > MAX_UPLOAD_BYTES) {
      notifyError(new Error(t('linkpage.upload.tooLarge')));
      return false;
    }
    if (!TYPES.includes(f.type)) {
      notifyError(new Error(t('linkpage.upload.notImage')));
      return false;
    }
    return true;
  });
}

export function PickImages({
  label,
  multiple,
  disabled,
  size,
  onPick,
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  size?: ButtonProps['size'];
  onPick: (files: File[]) => void;
}) {
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      accept={IMAGE_ACCEPT}
      multiple={multiple}
      resetRef={reset}
      onChange={(picked: File[] | File | null) => {
        const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
        const ok = acceptableImages(list);
        // A refused file is cleared from the input (spec 3 §5); the good ones are kept by the editor.
        if (ok.length < list.length) reset.current?.();
        if (ok.length) onPick(ok);
      }}
    >
      {(props) => (
        <Button variant="light" size={size} disabled={disabled} {...props}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}
