import { useState } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { translator } from '@rona/i18n';
import { authMessages } from '@rona/i18n/areas/auth';

const t = translator(authMessages);

/** A password input whose show/hide toggle is a labelled, keyboard-reachable button (spec 3 §2). */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      autoComplete="current-password"
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': t(visible ? 'auth.password.hide' : 'auth.password.show'),
      }}
      visibilityToggleFocusable
      {...props}
    />
  );
}
