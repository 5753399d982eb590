import { type ChangeEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { useAction } from './useAction';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each field (by the first part of its path) of a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's values, its field errors (from the shared zod schemas) and the state of sending it:
 * `validate`, then `run` the call (useAction) while the button is busy, keeping the server's error
 * for the red alert.
 */
export function useForm<Values extends Record<string, unknown>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction();

  const set = useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field as string] ? { ...current, [field]: undefined } : current));
  }, []);

  /** What a text input of a field needs: its value, the change handler and its error. */
  const textField = <K extends keyof Values & string>(field: K) => ({
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, event.currentTarget.value as Values[K]),
    error: errors[field],
  });

  /** Parses the values with the schema; on failure shows the messages at their fields. */
  function validate<S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrors(result.error));
    return null;
  }

  return { values, setValues, set, textField, errors, setErrors, validate, ...action };
}
