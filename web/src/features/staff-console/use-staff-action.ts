import type { EndpointRequest } from '@bulten/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_KEY } from '../../api/hooks/use-staff';
import type { EndpointName, NamedEndpoint } from '../../api/http';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../notify/toast';
import { refusalText } from './problems';
import { staffCall } from './staff-call';

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
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(work: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(explain?.(error) ?? refusalText(t, i18n.language, error));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, run };
}

/** A console write with its state: `write` runs it, then says `done` in a toast and reloads the console's lists. */
export interface StaffWrite extends StaffAction {
  write(work: () => Promise<unknown>, done: string): Promise<boolean>;
  /** `write` of one call of the endpoint of a name with the console's token (`staffCall`). */
  send<N extends EndpointName>(
    name: N,
    request: EndpointRequest<NamedEndpoint<N>>,
    done: string,
  ): Promise<boolean>;
}

/** The state around a console write that changes what the console lists (the lists are read again). */
export function useStaffWrite(explain?: (error: unknown) => string | null): StaffWrite {
  const action = useStaffAction(explain);
  const queryClient = useQueryClient();
  const services = useServices();
  const write = (work: () => Promise<unknown>, done: string) =>
    action.run(async () => {
      await work();
      toast('success', done);
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    });
  const send = <N extends EndpointName>(name: N, request: EndpointRequest<NamedEndpoint<N>>, done: string) =>
    write(() => staffCall(services, name, request), done);
  return { ...action, write, send };
}
