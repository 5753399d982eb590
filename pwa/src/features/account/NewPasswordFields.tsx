import type { ChangeEvent } from 'react';
import { PasswordField } from './PasswordField';

interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string; hint: string };
  password: FieldBinding;
  confirm: FieldBinding;
  /** Required when a password must be set (registration, reset); optional when changing the profile. */
  required?: boolean;
}

/** A new password and its repetition, with the hint on the rules; the browser may offer a strong one. */
export function NewPasswordFields({ labels, password, confirm, required = true }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={labels.password} description={labels.hint} autoComplete="new-password" required={required} {...password} />
      <PasswordField label={labels.confirm} autoComplete="new-password" required={required} {...confirm} />
    </>
  );
}
