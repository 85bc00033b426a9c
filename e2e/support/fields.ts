import type { Locator } from 'playwright-core';

/** The problem shown beside a field (its accessible description while it is marked invalid), or null. */
export async function fieldProblem(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join('')
      .trim(),
  );
}
