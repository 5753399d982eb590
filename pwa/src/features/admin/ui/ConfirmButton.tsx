import { Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { adminTexts } from '../../../lib/texts/admin';
import { useAction } from '../../../lib/useAction';
import { ErrorMessage } from './Alerts';

const t = adminTexts.common;

interface ConfirmButtonProps {
  /** The button's text, also the confirming button's in the dialog. */
  label: string;
  /** The button's accessible name when the text alone is ambiguous in a list ('Smazat – Kniha'). */
  ariaLabel?: string;
  question: string;
  note?: string;
  /** The call; a refusal stays in the dialog in a red alert (the server's message). */
  onConfirm: () => Promise<unknown>;
  /** After the call succeeded and the dialog closed. */
  onDone?: () => void;
  icon?: ReactNode;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  variant?: ButtonProps['variant'];
}

/** A red button that asks first (admin spec 5: every delete asks for confirmation). */
export function ConfirmButton({ label, ariaLabel, question, note, onConfirm, onDone, icon, size = 'xs', fullWidth, variant = 'light' }: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const action = useAction();

  async function confirm() {
    const done = await action.run(async () => {
      await onConfirm();
      return true;
    });
    if (!done) return;
    close();
    onDone?.();
  }

  return (
    <>
      <Button
        color="red"
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        leftSection={icon ?? <IconTrash size={16} aria-hidden="true" />}
        aria-label={ariaLabel}
        onClick={() => {
          action.setFailure(null);
          open();
        }}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={t.confirmTitle} centered>
        <Stack gap="md">
          <Text fw={600}>{question}</Text>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
          <ErrorMessage>{action.failure?.message}</ErrorMessage>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t.cancel}
            </Button>
            <Button color="red" loading={action.busy} onClick={confirm}>
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The delete button of a list row: 'Smazat', confirmed, then the list reloads. */
export function DeleteButton({
  name,
  ariaLabel,
  question,
  note,
  onDelete,
  onDone,
  size,
  fullWidth,
}: {
  name: string;
  ariaLabel?: string;
  question: string;
  note?: string;
  onDelete: () => Promise<unknown>;
  onDone?: () => void;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
}) {
  return (
    <ConfirmButton
      label={t.delete}
      ariaLabel={ariaLabel ?? t.deleteOf(name)}
      question={question}
      note={note}
      onConfirm={onDelete}
      onDone={onDone}
      size={size}
      fullWidth={fullWidth}
    />
  );
}
