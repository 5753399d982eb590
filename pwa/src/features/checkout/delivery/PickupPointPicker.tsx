import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCurrentLocation, IconSearch, IconWifiOff } from '@tabler/icons-react';
import { memo, type ReactNode, type RefObject, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { PickupCarrier, PickupPointJson } from '@contract/delivery';
import { formatCzechNumber } from '@contract/format';
import { shopTexts } from '../../../lib/texts/shop';
import { WindowedList } from '../../../lib/ui/WindowedList';
import classes from './PickupPointPicker.module.css';
import { PointRow } from './PointRow';
import { type IndexedPoint, type Position, searchPoints } from './pointSearch';

const t = shopTexts.checkout.picker;

/** A row's usual height at phone width, px (name, address, hours, access and payment). */
const ROW_PX = 128;

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

/** The matches of the (deferred) search, drawn as far as they are in sight; the field's own keystrokes do not draw it again. */
const Results = memo(function Results({
  index,
  query,
  near,
  parcelKg,
  onChoose,
}: { index: IndexedPoint[]; query: string; near: Position | undefined } & Pick<PickupPointPickerProps, 'parcelKg' | 'onChoose'>) {
  const found = useMemo(() => searchPoints(index, query, near), [index, query, near]);
  if (!query.trim() && !near) return <Text c="dimmed">{t.typeToSearch}</Text>;
  if (found.length === 0) return <Text c="dimmed">{t.noMatch}</Text>;
  return (
    <>
      <Text fz="xs" c="dimmed" aria-live="polite">
        {t.found(formatCzechNumber(found.length, 0, 0))}
      </Text>
      <WindowedList
        items={found}
        keyOf={(point) => point.id}
        renderRow={(point) => <PointRow point={point} parcelKg={parcelKg} onChoose={onChoose} />}
        estimatedRowPx={ROW_PX}
        label={t.search}
        className={classes.list}
      />
    </>
  );
});

interface SearchProps extends Pick<PickupPointPickerProps, 'parcelKg' | 'onChoose'> {
  /** The last search, kept while the picker is closed. */
  lastQuery: RefObject<string>;
  /** What stands between the field and the list: drawn by the picker, not again for a keystroke. */
  between: ReactNode;
  index: IndexedPoint[] | null | undefined;
  near: Position | undefined;
}

/** The field and the list under it: a keystroke renders these, not the picker's window around them. */
function SearchAndResults({ lastQuery, between, index, near, parcelKg, onChoose }: SearchProps) {
  const [query, setQuery] = useState(lastQuery.current);
  // The field answers each keystroke at once; the list follows when the browser has time.
  const deferredQuery = useDeferredValue(query);
  return (
    <>
      <TextInput
        label={t.search}
        placeholder={t.searchHint}
        value={query}
        onChange={(event) => {
          lastQuery.current = event.currentTarget.value;
          setQuery(lastQuery.current);
        }}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        type="search"
        autoComplete="off"
        data-autofocus
      />
      {between}
      {index && (
        // Busy while the list still shows the results of an earlier keystroke.
        <div aria-busy={deferredQuery !== query} className={classes.results}>
          <Results index={index} query={deferredQuery} near={near} parcelKg={parcelKg} onChoose={onChoose} />
        </div>
      )}
    </>
  );
}

/**
 * The picker (issue 29): search a network's whole list by town, postcode, street or name, or the
 * nearest to the customer once they ask; works offline on the list kept in IndexedDB. Full screen on a phone.
 */
export function PickupPointPicker({ carrier, opened, onClose, onChoose, parcelKg, index, offline }: PickupPointPickerProps) {
  const phone = useMediaQuery('(max-width: 36em)', true);
  const lastQuery = useRef('');
  const [location, setLocation] = useState<Location>({ state: 'off' });
  const near = location.state === 'found' ? location.at : undefined;
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title[carrier]}
      fullScreen={phone}
      size="lg"
      radius={phone ? 0 : 'md'}
      closeButtonProps={{ 'aria-label': t.close }}
      classNames={{ content: phone ? classes.fullScreen : classes.window, body: classes.body }}
    >
      <Stack gap="sm" className={classes.column}>
        <SearchAndResults lastQuery={lastQuery} between={between} index={index} near={near} parcelKg={parcelKg} onChoose={onChoose} />
      </Stack>
    </Modal>
  );
}
