import type { SyntheticEvent } from 'react';
import { useTranslation } from '../i18n/react';
import type { TFunction } from '../i18n/translator';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** A field's name as its label shows it, without the required mark (` *`). */
function fieldName(field: Field): string {
  const label = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return label.replace(/\s*\*\s*$/, '').trim();
}

/**
 * Says why a field is invalid in the screen's language (the `invalid` event, before the browser shows it):
 * the browser's own message would be in the browser's language, whatever the screen's.
 */
export function explainInvalid(target: EventTarget | null, t: TFunction): void {
  if (!isField(target) || target.validity.customError) return;
  const field = fieldName(target);
  target.setCustomValidity(t(target.validity.valueMissing ? 'form.required' : 'form.invalid', { field }));
}

/** Forgets a field's explanation once it is typed in again (the browser then checks it anew). */
export function forgetInvalid(target: EventTarget | null): void {
  if (isField(target) && target.validity.customError) target.setCustomValidity('');
}

/**
 * A form's handlers that say every invalid field's problem in the screen's language (spread on `<form>`);
 * `SubmitForm` has them.
 */
export function useFieldMessages() {
  const { t } = useTranslation();
  return {
    onInvalidCapture: (event: SyntheticEvent) => explainInvalid(event.target, t),
    onInputCapture: (event: SyntheticEvent) => forgetInvalid(event.target),
    onChangeCapture: (event: SyntheticEvent) => forgetInvalid(event.target),
  };
}
