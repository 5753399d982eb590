import { TextInput, type TextInputProps } from '@mantine/core';

/** An e-mail field as every form has it: the phone's e-mail keyboard, the browser's autofill, required. */
export function EmailInput(props: TextInputProps) {
  return <TextInput type="email" inputMode="email" autoComplete="email" required size="md" {...props} />;
}
