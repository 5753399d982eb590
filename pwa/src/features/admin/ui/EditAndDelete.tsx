import { Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { adminTexts } from '../../../lib/texts/admin';
import { DeleteButton } from './ConfirmButton';

const c = adminTexts.common;

/** A record's actions in a staff list: edit (a link to its form) and delete (after asking), sized for the table or the phone's cards. */
export function EditAndDelete({
  name,
  editTo,
  question,
  note,
  onDelete,
  onDone,
  layout,
}: {
  /** The record's name, in the buttons' accessible names. */
  name: string;
  editTo: string;
  question: string;
  note?: string;
  onDelete: () => Promise<unknown>;
  onDone: () => void;
  layout: 'table' | 'card';
}) {
  const size = layout === 'card' ? 'sm' : 'xs';
  return (
    <>
      <Button component={Link} to={editTo} size={size} variant="light" leftSection={<IconEdit size={16} aria-hidden="true" />} aria-label={c.editOf(name)}>
        {c.edit}
      </Button>
      <DeleteButton name={name} question={question} note={note} onDelete={onDelete} onDone={onDone} size={size} />
    </>
  );
}
