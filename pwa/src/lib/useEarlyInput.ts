import { useEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor chose in the fields of a server-rendered page before the app started. */
const earlyValues = new WeakMap<EventTarget, string>();

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

const changedFromServer = (field: Field) =>
  field instanceof HTMLSelectElement ? [...field.options].some((option) => option.selected !== option.defaultSelected) : field.value !== field.defaultValue;

/**
 * Notes what the visitor has changed on a server-rendered page, and what they change from now on:
 * hydration puts React's own values back into the fields, so useEarlyInput hands the visitor's to
 * the screens afterwards.
 */
export function noteEarlyInput(root: HTMLElement) {
  for (const field of root.querySelectorAll<Field>('input, select, textarea')) if (changedFromServer(field)) earlyValues.set(field, field.value);
  const note = ({ target }: Event) => isField(target) && earlyValues.set(target, target.value);
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
}

/**
 * A field the visitor may change before the app has started: once it runs, a value chosen early is
 * passed to onChange. Attach the returned ref to the input or select.
 */
export function useEarlyInput<E extends Field>(value: string, onChange: (value: string) => void) {
  const field = useRef<E>(null);
  const start = useRef({ value, onChange });
  useEffect(() => {
    const early = field.current && earlyValues.get(field.current);
    if (early !== undefined && early !== null && early !== start.current.value) start.current.onChange(early);
  }, []);
  return field;
}
