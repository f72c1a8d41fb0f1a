import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit, the first invalid field takes the focus: it scrolls into view in a
 * long form (register on a phone) and screen readers read it with its error.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);
}
