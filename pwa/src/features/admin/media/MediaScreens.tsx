import { Button, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { type ComponentType, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import type { StaffRecord } from '@contract/admin/records';
import type { ClientResponse } from 'hono/client';
import { answer, type ApiRead } from '../../../lib/client';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { type FieldErrors, useForm } from '../../../lib/useForm';
import { AdminPage } from '../ui/AdminPage';
import { ErrorMessage } from '../ui/Alerts';
import { EditAndDelete } from '../ui/EditAndDelete';
import { DraftBadge } from '../ui/DraftBadge';
import { EditForm, focusFirstInvalid } from '../ui/EditForm';
import { type Column, RecordTable } from '../ui/RecordTable';
import { useAction } from '../../../lib/useAction';
import { useApi } from '../../../lib/useApi';

const c = adminTexts.common;

export type MediaValues = Record<string, unknown>;

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
export interface MediaKind<Item extends { _id: number }, Values extends MediaValues, List, Body> {
  /** The screens /admin/{segment}. */
  segment: 'audio' | 'video' | 'banner';
  /** Its records on the client, /api/{segment}: create an empty draft, delete, discard a draft. */
  records: MediaRecordsClient;
  texts: { title: string; add: string; editTitle: string; empty: string; confirmDelete: (name: string) => string };
  /** The staff list (GET /api/admin/{segment}) and the records in its answer. */
  list: ApiRead<List>;
  itemsOf: (answer: List) => StaffRecord<Item>[];
  /** One record to edit (GET /api/{segment}/{id}). */
  one: (id: string) => ApiRead<StaffRecord<Item>>;
  order?: (a: Item, b: Item) => number;
  nameOf: (item: Item) => string;
  /** What the list's search box looks in (the name when not given). */
  searchOf?: (item: Item) => string;
  /** The list's columns after the name. */
  columns: Column<Item>[];
  minWidth?: number;
  /** The form's fields, the values of a record, and the shared schema of PUT /api/{segment}/{id} that saves them. */
  valuesOf: (item: Item) => Values;
  schema: z.ZodType<Body>;
  /** Saves the checked body; `values` as typed, for a field the server takes as written (a transcript). */
  save: (id: string, body: Body, values: Values) => Promise<unknown>;
  Fields: ComponentType<FieldsProps<Values>>;
}

/**
 * What the screens call on every kind's records alike: creating answers the new draft, whose id they
 * read; deleting answers only a message (a refusal is thrown by the client's fetch).
 */
interface MediaRecordsClient {
  $post(): Promise<ClientResponse<{ _id: number }, 201, 'json'>>;
  ':id': {
    $delete(args: { param: { id: string } }): Promise<unknown>;
    draft: { $delete(args: { param: { id: string } }): Promise<unknown> };
  };
}

/** Lower case without diacritics: 'zivot' finds 'Život'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** Longer lists get a search box. */
const SEARCH_FROM = 15;

export function MediaListPage<Item extends { _id: number }, Values extends MediaValues, List, Body>({ kind }: { kind: MediaKind<Item, Values, List, Body> }) {
  const [list, reload] = useApi(kind.list);
  const navigate = useNavigate();
  const create = useAction();
  const [search, setSearch] = useState('');

  async function add() {
    const created = await create.run(() => answer(kind.records.$post()));
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
      <ErrorMessage>{create.failure?.message}</ErrorMessage>
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
                  label: adminTexts.products.name,
                  cell: (item) => (
                    <>
                      {kind.nameOf(item)}
                      {item.isDraft && <DraftBadge />}
                    </>
                  ),
                }}
                columns={kind.columns}
                actions={(item, layout) => (
                  <EditAndDelete
                    name={kind.nameOf(item)}
                    editTo={`/admin/${kind.segment}/${item._id}/edit`}
                    question={kind.texts.confirmDelete(kind.nameOf(item))}
                    onDelete={() => kind.records[':id'].$delete({ param: { id: String(item._id) } })}
                    onDone={reload}
                    layout={layout}
                  />
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

function MediaForm<Item extends { _id: number }, Values extends MediaValues, List, Body>({
  kind,
  item,
}: {
  kind: MediaKind<Item, Values, List, Body>;
  item: StaffRecord<Item>;
}) {
  const navigate = useNavigate();
  const form = useForm(kind.valuesOf(item));
  const listPath = `/admin/${kind.segment}`;

  async function save() {
    const body = form.validate(kind.schema);
    if (!body) {
      form.setFailure(null);
      focusFirstInvalid();
      return;
    }
    const saved = await form.run(() => kind.save(String(item._id), body, form.values));
    if (saved) navigate(listPath);
  }

  const invalid = Object.values(form.errors).some(Boolean);
  return (
    <EditForm
      onSubmit={save}
      saving={form.busy}
      error={form.failure?.message ?? (invalid ? c.fixFields : null)}
      cancelTo={listPath}
      discardDraft={item.isDraft ? () => kind.records[':id'].draft.$delete({ param: { id: String(item._id) } }) : undefined}
    >
      <kind.Fields values={form.values} set={form.set} errors={form.errors} />
    </EditForm>
  );
}

export function MediaEditPage<Item extends { _id: number }, Values extends MediaValues, List, Body>({ kind }: { kind: MediaKind<Item, Values, List, Body> }) {
  const { id = '' } = useParams();
  const [item] = useApi(kind.one(id));
  return (
    <AdminPage title={kind.texts.editTitle} back={{ to: `/admin/${kind.segment}`, label: kind.texts.title }} narrow>
      <Loaded state={item}>{(loaded) => <MediaForm kind={kind} item={loaded} />}</Loaded>
    </AdminPage>
  );
}
