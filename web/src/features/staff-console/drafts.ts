import { useCallback, useState } from 'react';

const PREFIX = 'bulten_staff_draft_';

function readDraft<T>(key: string, initial: T): T {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text === null ? initial : { ...initial, ...(JSON.parse(text) as T) };
  } catch {
    return initial;
  }
}

/**
 * A form's state kept in session storage as it is typed, so that a session that ends (token expiry, sign-in
 * again) does not lose a half-filled form; `clear` forgets it once the form was sent and shows `next`: what was
 * saved, for a form that edits a setting (it must not go blank, as if the save were lost), or by default the
 * initial values, for a form that adds a record. Never holds passwords.
 */
export function useDraft<T extends object>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => readDraft(key, initial));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      window.sessionStorage.setItem(PREFIX + key, JSON.stringify(next));
    },
    [key],
  );
  const clear = useCallback(
    (next?: T) => {
      window.sessionStorage.removeItem(PREFIX + key);
      setValue(next ?? initial);
    },
    [key, initial],
  );
  return [value, update, clear] as const;
}

/**
 * The draft of a form that edits a setting, and `save`: `write` sends the values and, once it went through,
 * the form keeps them (what was saved is what is now in force) while the stored draft is forgotten.
 */
export function useSettingDraft<T extends object>(
  key: string,
  initial: T,
  write: (values: T) => Promise<boolean>,
) {
  const [values, setValues, clear] = useDraft(key, initial);
  const save = async () => {
    const sent = values;
    if (await write(sent)) clear(sent);
  };
  return [values, setValues, save] as const;
}
