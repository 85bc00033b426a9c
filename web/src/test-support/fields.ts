import { act, fireEvent } from '@testing-library/react';

/** Types a text into a field and leaves it, as a person would (focus, change, blur). */
export function typeAndLeave(input: HTMLInputElement, text: string): void {
  act(() => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

/** The error message a field is described by while it is marked invalid, or null. */
export function describedError(input: HTMLInputElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}
