import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { texts } from '../../lib/texts';

/** Mantine's password input with a Czech show/hide button that says what it will do. */
export function PasswordField(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      size="md"
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? texts.account.fields.hidePassword : texts.account.fields.showPassword,
        'aria-pressed': visible,
      }}
    />
  );
}
