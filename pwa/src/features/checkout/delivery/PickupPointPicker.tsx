import { Alert, Button, CloseButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { type KeyboardEvent, memo, type ReactNode, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PickupCarrier, PickupPointJson } from '@contract/delivery';
import { formatCzechNumber } from '@contract/format';
import { shopTexts } from '../../../lib/texts/shop';
import { afterNextPaint } from '../../../lib/afterNextPaint';
import { whenIdle } from '../../../lib/whenIdle';
import classes from './PickupPointPicker.module.css';
import { PointRow, PointRowIcons } from './PointRow';
import { type FoundPoints, type IndexedPoint, pointSearch, type Position, timedSearch } from './pointSearch';

const t = shopTexts.checkout.picker;

type Location = { state: 'off' } | { state: 'locating' } | { state: 'found'; at: Position } | { state: 'failed'; message: string };

/** Asks the browser for the customer's position, only when they press 'Nejbližší ke mně'. */
function locate(set: (location: Location) => void) {
  if (!('geolocation' in navigator)) return set({ state: 'failed', message: t.geoFailed });
  set({ state: 'locating' });
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => set({ state: 'found', at: { lat: coords.latitude, lon: coords.longitude } }),
    (error) => set({ state: 'failed', message: error.code === error.PERMISSION_DENIED ? t.geoDenied : t.geoFailed }),
    { maximumAge: 600_000, timeout: 15_000 },
  );
}

export interface PickerList {
  /** The network's points, folded for search; null when no list could be read, undefined while reading. */
  index: IndexedPoint[] | null | undefined;
  /** The server could not be asked: the kept list is searched. */
  offline: boolean;
}

interface PickupPointPickerProps extends PickerList {
  carrier: PickupCarrier;
  opened: boolean;
  onClose: () => void;
  onChoose: (point: PickupPointJson) => void;
  /** The parcel's weight, kg, when known: a box that cannot take it cannot be chosen. */
  parcelKg: number | null;
}

type Search = ReturnType<typeof pointSearch>;

/** Made once: the same element is not drawn again for a keystroke. */
const ROW_ICONS = <PointRowIcons />;

/** The rows drawn for new matches: more than a phone's screenful of the list. */
const FIRST_ROWS = 8;

/**
 * The matches as a list that scrolls under the field, back at its top for new matches. New matches
 * draw their first rows only, so a keystroke paints its answer at once; the other rows (up to
 * SHOWN_POINTS) are drawn once the last row drawn comes into sight or the focus reaches it.
 * The browser lays out and paints only the rows in sight.
 */
function PointList({ points, parcelKg, onChoose }: { points: PickupPointJson[] } & Pick<PickupPointPickerProps, 'parcelKg' | 'onChoose'>) {
  const [allDrawnOf, setAllDrawnOf] = useState<PickupPointJson[]>();
  const drawn = allDrawnOf === points ? points : points.slice(0, FIRST_ROWS);
  const drawAll = () => setAllDrawnOf(points);
  const list = useRef<HTMLUListElement>(null);
  // Kept from the scroll events, so new matches need not ask the browser where the list is (which would lay it out there and then).
  const scrolled = useRef(false);
  useLayoutEffect(() => {
    if (scrolled.current) list.current!.scrollTop = 0;
  }, [points]);
  useEffect(() => {
    if (drawn.length === points.length) return;
    const sight = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setAllDrawnOf(points), { root: list.current });
    sight.observe(list.current!.lastElementChild!);
    return () => sight.disconnect();
  }, [points, drawn.length]);
  return (
    <ul
      ref={list}
      aria-label={t.search}
      className={classes.list}
      onScroll={(event) => (scrolled.current = event.currentTarget.scrollTop > 0)}
      // A tap on a row's button focuses it too: only the focus reaching the last row drawn (by Tab) draws the rest.
      onFocus={drawn.length < points.length ? (event) => event.target.closest('li') === list.current!.lastElementChild && drawAll() : undefined}
    >
      {drawn.map((point) => (
        <PointRow key={point.id} point={point} parcelKg={parcelKg} onChoose={onChoose} />
      ))}
    </ul>
  );
}

/** The first matches of the search, with how many match in all. */
const Results = memo(function Results({
  query,
  found,
  near,
  parcelKg,
  onChoose,
}: Answered & { near: Position | undefined } & Pick<PickupPointPickerProps, 'parcelKg' | 'onChoose'>) {
  if (!query.trim() && !near) return <Text c="dimmed">{t.typeToSearch}</Text>;
  if (found.total === 0) return <Text c="dimmed">{t.noMatch}</Text>;
  return (
    <>
      <Text fz="xs" c="dimmed" aria-live="polite">
        {t.found(formatCzechNumber(found.total, 0, 0))}
        {found.total > found.points.length && ` ${t.narrowDown(formatCzechNumber(found.points.length, 0, 0))}`}
      </Text>
      {ROW_ICONS}
      <PointList points={found.points} parcelKg={parcelKg} onChoose={onChoose} />
    </>
  );
});

interface SearchProps extends Pick<PickupPointPickerProps, 'parcelKg' | 'onChoose'> {
  /** The field, focused when the picker opens. */
  searchField: RefObject<HTMLInputElement | null>;
  /** What stands between the field and the list: drawn by the picker, not again for a keystroke. */
  between: ReactNode;
  search: Search | null | undefined;
  near: Position | undefined;
}

/** The search field, holding its own text (kept while the picker is closed): a keystroke does not draw it again, only the list under it. */
const SearchField = memo(function SearchField({ searchField, onQuery }: Pick<SearchProps, 'searchField'> & { onQuery: (query: string) => void }) {
  return (
    <TextInput
      ref={searchField}
      label={t.search}
      placeholder={t.searchHint}
      onChange={(event) => onQuery(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      type="search"
      autoComplete="off"
    />
  );
});

/** The text in the field and the search's answer to it, the search and position it was found with. */
interface Answer {
  query: string;
  search: Search | null | undefined;
  near: Position | undefined;
  /** undefined while there is no list to search. */
  found: FoundPoints | undefined;
}

type Answered = Pick<Answer, 'query'> & { found: FoundPoints };

const answerTo = (query: string, search: Answer['search'], near: Position | undefined): Answer => ({
  query,
  search,
  near,
  found: search ? timedSearch(search, query, near) : undefined,
});

/**
 * The field and the list under it: a keystroke renders the list, not the field or the picker's window
 * around them. The keystroke's own input handler searches, so its answer is ready before React renders.
 */
function SearchAndResults({ searchField, between, search, near, parcelKg, onChoose }: SearchProps) {
  const [answer, setAnswer] = useState(() => answerTo('', search, near));
  // A list read or a position found answers the text again, in this render.
  if (answer.search !== search || answer.near !== near) setAnswer(answerTo(answer.query, search, near));
  const onQuery = useCallback((query: string) => setAnswer(answerTo(query, search, near)), [search, near]);
  return (
    <>
      <SearchField searchField={searchField} onQuery={onQuery} />
      {between}
      {answer.found && (
        <div className={classes.results}>
          <Results query={answer.query} found={answer.found} near={near} parcelKg={parcelKg} onChoose={onChoose} />
        </div>
      )}
    </>
  );
}

interface PickerBodyProps extends PickerList, Pick<PickupPointPickerProps, 'parcelKg' | 'onChoose'> {
  searchField: RefObject<HTMLInputElement | null>;
}

/** What the picker's window holds: drawn while it is closed, not again when it opens or closes. */
const PickerBody = memo(function PickerBody({ index, offline, parcelKg, onChoose, searchField }: PickerBodyProps) {
  const [location, setLocation] = useState<Location>({ state: 'off' });
  const near = location.state === 'found' ? location.at : undefined;
  const search = useMemo(() => index && pointSearch(index), [index]);
  const between = (
    <>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={location.state === 'locating' ? <Loader size={16} /> : <IconCurrentLocation size={18} aria-hidden="true" />}
          onClick={() => locate(setLocation)}
          disabled={location.state === 'locating'}
        >
          {location.state === 'locating' ? t.locating : t.nearMe}
        </Button>
        {near && (
          <Text fz="xs" c="dimmed">
            {t.nearestShown}
          </Text>
        )}
      </Group>
      {location.state === 'failed' && (
        <Alert color="orange" variant="light" role="alert">
          {location.message}
        </Alert>
      )}
      {offline && index && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} aria-hidden="true" />}>
          {t.offline}
        </Alert>
      )}
      {index === undefined && <Loader mx="auto" />}
      {index === null && (
        <Alert color="red" variant="light" role="alert">
          {t.listMissing}
        </Alert>
      )}
    </>
  );
  return (
    <Stack gap="sm" className={classes.column}>
      <SearchAndResults searchField={searchField} between={between} search={search} near={near} parcelKg={parcelKg} onChoose={onChoose} />
    </Stack>
  );
});

/** The picker's title and close button: not drawn again when it opens or closes. */
const PickerHeader = memo(function PickerHeader({ titleId, carrier, onClose }: { titleId: string } & Pick<PickupPointPickerProps, 'carrier' | 'onClose'>) {
  return (
    <div className={classes.header}>
      <h2 id={titleId} className={classes.title}>
        {t.title[carrier]}
      </h2>
      <CloseButton aria-label={t.close} onClick={onClose} />
    </div>
  );
});

/** Tab and Shift+Tab go round the picker's own controls, never out to the page under it. */
function keepFocusIn(event: KeyboardEvent<HTMLElement>) {
  const controls = event.currentTarget.querySelectorAll<HTMLElement>('input, button:not(:disabled)');
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * The picker (issue 29): search a network's whole list by town, postcode, street or name, or the
 * nearest to the customer once they ask; works offline on the list kept in IndexedDB. Full screen
 * on a phone, a window over the dimmed page from 36em. A modal sheet kept in the page, drawn and
 * laid out while closed (hidden): opening and closing only switch its data-open attribute, so React
 * draws nothing then and the browser lays out nothing new. The focus goes into the search field
 * and back to the opener; Esc and the close button close it.
 */
export function PickupPointPicker({ carrier, opened, onClose, ...body }: PickupPointPickerProps) {
  const searchField = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => whenIdle(() => setLaidOut(true)), []);
  // The focus moves once the picker (or the form, at close) is painted: focusing asks the browser for
  // its styles and layout, which would otherwise be made twice before the frame that shows it.
  useEffect(() => {
    if (!opened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const cancel = afterNextPaint(() => searchField.current?.focus());
    return () => {
      cancel();
      afterNextPaint(() => opener?.focus());
    };
  }, [opened]);
  // In the body, out of the shipping form: Enter in the search field submits no form.
  return createPortal(
    <div
      className={classes.sheet}
      data-open={opened || undefined}
      data-laid-out={laidOut || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'Tab') keepFocusIn(event);
      }}
    >
      <div className={classes.overlay} onClick={onClose} aria-hidden="true" />
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={classes.window}>
        <PickerHeader titleId={titleId} carrier={carrier} onClose={onClose} />
        <div className={classes.body}>
          <PickerBody {...body} searchField={searchField} />
        </div>
      </div>
    </div>,
    document.body,
  );
}
