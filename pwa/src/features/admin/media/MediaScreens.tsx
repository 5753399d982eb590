import { Button, TextInput } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { StaffRecord } from '@contract/admin';
import { apiSend } from '../../../lib/api';
import { texts } from '../../../lib/texts';
import { Loaded } from '../../../lib/ui/Loaded';
import { type FieldErrors, useForm } from '../../account/useForm';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { DeleteButton } from '../ui/ConfirmButton';
import { DraftBadge } from '../ui/DraftBadge';
import { EditForm, focusFirstInvalid } from '../ui/EditForm';
import { type Column, RecordTable } from '../ui/RecordTable';
import { useAction, useLoad } from '../useLoad';

const c = texts.admin.common;

export type MediaValues = Record<string, string>;

export interface FieldsProps<Values extends MediaValues> {
  values: Values;
  set: <K extends keyof Values>(field: K, value: Values[K]) => void;
  errors: FieldErrors;
}

/**
 * One kind of record the staff manage (audio, video, banner): where it lives, how its list shows
 * it, and its form. The list and edit screens below are the same for all three (admin spec 2.2:
 * create posts an empty draft and opens its edit page; a saved edit returns to the list, 'Zrušit'
 * on a draft throws it away; delete asks first).
 */
export interface MediaKind<Item extends { _id: number }, Values extends MediaValues> {
  /** /api/{segment}, its staff list /api/admin/{segment}, and the screens /admin/{segment}. */
  segment: 'audio' | 'video' | 'banner';
  texts: { title: string; add: string; editTitle: string; empty: string; confirmDelete: (name: string) => string };
  /** The records in the staff list's answer. */
  itemsOf: (answer: unknown) => StaffRecord<Item>[];
  order?: (a: Item, b: Item) => number;
  nameOf: (item: Item) => string;
  /** What the list's search box looks in (the name when not given). */
  searchOf?: (item: Item) => string;
  /** The list's columns after the name. */
  columns: Column<Item>[];
  minWidth?: number;
  /** The form's fields, the shared schema of PUT /api/{segment}/{id}, and the values of a record. */
  valuesOf: (item: Item) => Values;
  schema: z.ZodType;
  Fields: ComponentType<FieldsProps<Values>>;
}

/** Lower case without diacritics: 'zivot' finds 'Život'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Longer lists get a search box. */
const SEARCH_FROM = 15;

export function MediaListPage<Item extends { _id: number }, Values extends MediaValues>({ kind }: { kind: MediaKind<Item, Values> }) {
  const [list, reload] = useLoad<unknown>(`/admin/${kind.segment}`);
  const navigate = useNavigate();
  const create = useAction();
  const [search, setSearch] = useState('');

  async function add() {
    const created = await create.run(() => apiSend<Item>('POST', `/${kind.segment}`));
    if (created) navigate(`/admin/${kind.segment}/${created._id}/edit`);
  }

  return (
    <AdminPage
      title={kind.texts.title}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} loading={create.busy} onClick={add}>
          {kind.texts.add}
        </Button>
      }
    >
      <ErrorMessage>{create.error}</ErrorMessage>
      <Loaded state={list}>
        {(answer) => {
          const items = kind.itemsOf(answer);
          const sorted = kind.order ? [...items].sort(kind.order) : items;
          const wanted = folded(search.trim());
          const rows = wanted ? sorted.filter((item) => folded((kind.searchOf ?? kind.nameOf)(item)).includes(wanted)) : sorted;
          return (
            <>
              {items.length > SEARCH_FROM && (
                <TextInput
                  type="search"
                  label={c.search}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  maw={420}
                />
              )}
              <RecordTable
                label={kind.texts.title}
                rows={rows}
                rowKey={(item) => item._id}
                heading={{
                  label: texts.admin.products.name,
                  cell: (item) => (
                    <>
                      {kind.nameOf(item)}
                      {item.isDraft && <DraftBadge />}
                    </>
                  ),
                }}
                columns={kind.columns}
                actions={(item, layout) => (
                  <>
                    <Button
                      component={Link}
                      to={`/admin/${kind.segment}/${item._id}/edit`}
                      size={layout === 'card' ? 'sm' : 'xs'}
                      variant="light"
                      leftSection={<IconEdit size={16} aria-hidden="true" />}
                      aria-label={c.editOf(kind.nameOf(item))}
                    >
                      {c.edit}
                    </Button>
                    <DeleteButton
                      name={kind.nameOf(item)}
                      question={kind.texts.confirmDelete(kind.nameOf(item))}
                      onDelete={() => apiSend('DELETE', `/${kind.segment}/${item._id}`)}
                      onDone={reload}
                      size={layout === 'card' ? 'sm' : 'xs'}
                    />
                  </>
                )}
                minWidth={kind.minWidth}
                empty={wanted ? c.nothingFound : kind.texts.empty}
              />
            </>
          );
        }}
      </Loaded>
    </AdminPage>
  );
}

function MediaForm<Item extends { _id: number }, Values extends MediaValues>({ kind, item }: { kind: MediaKind<Item, Values>; item: StaffRecord<Item> }) {
  const navigate = useNavigate();
  const form = useForm(kind.valuesOf(item));
  const listPath = `/admin/${kind.segment}`;

  async function save() {
    if (!form.validate(kind.schema)) {
      form.setFailure(null);
      focusFirstInvalid();
      return;
    }
    const saved = await form.send(() => apiSend('PUT', `/${kind.segment}/${item._id}`, { _id: item._id, ...form.values }));
    if (saved) navigate(listPath);
  }

  const invalid = Object.values(form.errors).some(Boolean);
  return (
    <EditForm
      onSubmit={save}
      saving={form.sending}
      error={form.failure?.message ?? (invalid ? c.fixFields : null)}
      cancelTo={listPath}
      discardDraft={item.isDraft ? () => apiSend('DELETE', `/${kind.segment}/${item._id}/draft`) : undefined}
    >
      <kind.Fields values={form.values} set={form.set} errors={form.errors} />
    </EditForm>
  );
}

export function MediaEditPage<Item extends { _id: number }, Values extends MediaValues>({ kind }: { kind: MediaKind<Item, Values> }) {
  const { id } = useParams();
  const [item] = useLoad<StaffRecord<Item>>(`/${kind.segment}/${id}`);
  return (
    <AdminPage title={kind.texts.editTitle} back={{ to: `/admin/${kind.segment}`, label: kind.texts.title }} narrow>
      <Loaded state={item}>{(loaded) => <MediaForm kind={kind} item={loaded} />}</Loaded>
    </AdminPage>
  );
}
