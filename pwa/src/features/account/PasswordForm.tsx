import { Button, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { accountTexts } from '../../lib/texts/account';
import { ErrorAlert } from './AccountCard';
import { NewPasswordFields } from './NewPasswordFields';
import { useForm } from '../../lib/useForm';

interface PasswordFormProps<Answer> {
  intro: string;
  labels: { password: string; confirm: string };
  submitLabel: string;
  /** The shared rules: the password and its repetition. */
  schema: z.ZodType<{ password: string }>;
  /** Sends the valid password; a truthy answer goes to onDone, a refusal to the red alert. */
  send: (password: string) => Promise<Answer>;
  onDone: (answer: Answer) => void;
  /** Follows the server's refusal in the red alert (e.g. where to ask for a new link). */
  afterRefusal?: ReactNode;
}

/** The page of a mailed link that sets a password (registration, password reset): the password twice and its button. */
export function PasswordForm<Answer>({ intro, labels, submitLabel, schema, send, onDone, afterRefusal }: PasswordFormProps<Answer>) {
  const form = useForm({ password: '', confirmPassword: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = form.validate(schema);
    if (!valid) return;
    const answer = await form.run(() => send(valid.password));
    if (answer) onDone(answer);
  }

  return (
    <>
      <Text mb="md" lh={1.6}>
        {intro}
      </Text>
      <ErrorAlert>
        {form.failure && (
          <>
            {form.failure.message} {afterRefusal}
          </>
        )}
      </ErrorAlert>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <NewPasswordFields
            labels={{ ...labels, hint: accountTexts.fields.passwordHint }}
            password={form.textField('password')}
            confirm={form.textField('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth mt="xs" loading={form.busy}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </>
  );
}
