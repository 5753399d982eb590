import { Button, Group, Input, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { ErrorMessage } from './Alerts';
import { DraftNote } from './DraftBadge';

const t = adminTexts.common;

/** After a failed check the first marked field gets the focus (and scrolls into view). */
export function focusFirstInvalid() {
  window.setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus(), 0);
}

interface EditFormProps {
  onSubmit: () => void;
  saving: boolean;
  /** The server's message, or the note that fields are marked. */
  error: string | null | undefined;
  /** Where 'Zrušit' goes: the list. */
  cancelTo: string;
  /** For a draft never saved: 'Zrušit' first throws it away with this call. */
  discardDraft?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * A staff form: its sections, then a bar that stays at the bottom of the screen with the server's
 * message and Save, so a long form never hides either. A draft's form says so, and its 'Zrušit'
 * throws the draft away; leaving the page otherwise keeps it.
 */
export function EditForm({ onSubmit, saving, error, cancelTo, discardDraft, children }: EditFormProps) {
  const navigate = useNavigate();
  const discarding = useAction();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  async function discard(call: () => Promise<unknown>) {
    if ((await discarding.run(call)) !== undefined) navigate(cancelTo);
  }
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {discardDraft && <DraftNote />}
        <Text size="sm" c="dimmed">
          {t.required}
        </Text>
        {children}
        <Paper pos="sticky" bottom={0} p="sm" withBorder shadow="md" radius="md" style={{ zIndex: 150 }}>
          <Stack gap="xs">
            <ErrorMessage>{error ?? discarding.failure?.message}</ErrorMessage>
            <Group justify="flex-end" gap="sm">
              {discardDraft ? (
                <Button variant="default" size="md" loading={discarding.busy} onClick={() => discard(discardDraft)}>
                  {t.cancel}
                </Button>
              ) : (
                <Button component={Link} to={cancelTo} variant="default" size="md">
                  {t.cancel}
                </Button>
              )}
              <Button type="submit" size="md" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}>
                {t.save}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}

/** A part of a form, titled when the form has several. */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper component="fieldset" withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" m={0} style={{ minWidth: 0 }}>
      {title && (
        <Text component="legend" ff="heading" fw={700} fz="lg" mb="sm" p={0} style={{ float: 'left', width: '100%' }}>
          {title}
        </Text>
      )}
      <Stack gap="sm" style={{ clear: 'both' }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** A choice of a few values (language, audio category) with a label that looks like the other fields'. */
export function Choice<Value extends string>({
  label,
  data,
  value,
  onChange,
  error,
}: {
  label: string;
  data: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  error?: ReactNode;
}) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} labelElement="div" error={error}>
      <SegmentedControl aria-labelledby={`${id}-label`} data={data} value={value} onChange={(v) => onChange(v as Value)} maw={420} fullWidth display="flex" />
    </Input.Wrapper>
  );
}
