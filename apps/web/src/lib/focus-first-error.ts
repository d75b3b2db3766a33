import { useEffect, useRef, type RefObject } from 'react';

/** What counts as an error inside a form: an invalid field, or the form's own error alert. */
const ERROR_SELECTOR = '.is-invalid, [aria-invalid="true"], .alert-danger';

/** The errors' names: a message is one, a map of field errors its fields with a message. */
const namesOf = (errors: unknown): string[] =>
  !errors ? [] : typeof errors === 'object' ? Object.entries(errors).filter(([, v]) => v).map(([k]) => k) : [String(errors)];

/**
 * Issue 57, #4: when a form shows a new error (a refused save, a failed check), its first error is
 * scrolled into view and focused, so a person at the bottom of a long form sees what happened and
 * a screen reader reads it. `errors` is what the form keeps its errors in (a message, a map of
 * field errors). Only an error that was not there before moves the focus: clearing one while
 * typing leaves the person where they are.
 */
export function useFocusFirstError(container: RefObject<HTMLElement | null>, errors: unknown) {
  const shown = useRef<string[]>([]);
  useEffect(() => {
    const names = namesOf(errors);
    const fresh = names.some((n) => !shown.current.includes(n));
    shown.current = names;
    if (!fresh || !container.current) return;
    const first = container.current.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (!first) return;
    if (!first.matches('input, select, textarea, button') && !first.hasAttribute('tabindex')) first.tabIndex = -1;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [container, errors]);
}
