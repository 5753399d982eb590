import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { accountTexts } from '../../lib/texts/account';

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
        'aria-label': visible ? accountTexts.fields.hidePassword : accountTexts.fields.showPassword,
        'aria-pressed': visible,
      }}
    />
  );
}
