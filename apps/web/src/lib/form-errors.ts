import { useState, type RefObject } from 'react';
import { fieldErrors } from './api-error.ts';
import { useFocusFirstError } from './focus-first-error.ts';

/**
 * A form's errors: one per field, and one line for the form. A refused save puts the server's
 * field errors beside their fields and the rest in the line (issue 57, #4); the first new error
 * is scrolled to and focused (useFocusFirstError) inside `container`.
 */
export function useFormErrors<F extends string>(container: RefObject<HTMLElement | null>, fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useFocusFirstError(container, failure ? { ...errors, _form: failure } : errors);

  const clearError = (field: F) => setErrors(({ [field]: _, ...rest }) => rest as Partial<Record<F, string>>);

  /** A save the server refused: its field errors beside the fields, or `line` above the form. */
  const refused = (error: unknown, line: string) => {
    const byField = Object.fromEntries(Object.entries(fieldErrors(error)).filter(([key]) => (fields as readonly string[]).includes(key)));
    if (Object.keys(byField).length > 0) setErrors(byField as Partial<Record<F, string>>);
    else setFailure(line);
  };

  return { errors, setErrors, clearError, failure, setFailure, refused };
}
