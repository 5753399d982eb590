import { type ChangeEvent, useCallback, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';

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
 * `submit` validates, then runs the call while the button is disabled, and keeps the server's
 * message for the red alert.
 */
export function useForm<Values extends Record<string, unknown>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);

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

  /** Runs one call; answers its result, or undefined after keeping its error for the alert. */
  async function send<T>(call: () => Promise<T>): Promise<T | undefined> {
    setSending(true);
    setFailure(null);
    try {
      return await call();
    } catch (error) {
      setFailure(error instanceof ApiError ? error : new ApiError(String(error), 0));
      return undefined;
    } finally {
      setSending(false);
    }
  }

  return { values, setValues, set, textField, errors, setErrors, validate, sending, send, failure, setFailure };
}
