import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../notify/error-text';

/** A console write in progress: `busy` while it runs, `problem` the refusal in the reader's language. */
export interface StaffAction {
  busy: boolean;
  problem: string | null;
  /** Runs one write; a thrown error becomes `problem` and the answer is false. */
  run(work: () => Promise<void>): Promise<boolean>;
}

/**
 * The state every console form keeps around its write (busy button, the server's message beside it);
 * `explain` may say a refusal in the form's own words (null: the usual error text).
 */
export function useStaffAction(explain?: (error: unknown) => string | null): StaffAction {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(work: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(explain?.(error) ?? errorText(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, run };
}
