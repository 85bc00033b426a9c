import { useCallback, useMemo } from 'react';
import { useSearchParams } from './router';

/**
 * A screen's state kept in the URL's search params (so every view can be shared): the values with their
 * defaults filled in, and a setter that merges a patch (a default or empty value drops the param).
 */
export function useUrlState<K extends string>(
  defaults: Readonly<Record<K, string>>,
): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out: Record<K, string> = { ...defaults };
    for (const key of Object.keys(defaults) as K[]) {
      const value = params.get(key);
      if (value !== null && value !== '') out[key] = value;
    }
    return out;
  }, [params, defaults]);
  const set = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as Array<[K, string | undefined]>) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaults],
  );
  return [values, set];
}
