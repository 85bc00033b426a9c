import type { EndpointRequest } from '@bulten/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_KEY } from '../../api/hooks/use-staff';
import type { EndpointName, NamedEndpoint } from '../../api/http';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../notify/toast';
import { refusalText } from './problems';
import { staffCall } from './staff-call';

/**
 * A console write in progress: `busy` while it runs, `problem` the refusal in the reader's language, `done`
 * what the last one that went through said (shown beside its form until the next one starts).
 */
export interface StaffAction {
  busy: boolean;
  problem: string | null;
  done: string | null;
  /**
   * Runs one write; a thrown error becomes `problem` and the answer is false. A text the work answers says it
   * went through: in a toast and, as `done`, beside the form.
   */
  run(work: () => Promise<unknown>): Promise<boolean>;
}

/**
 * The state every console form keeps around its write (busy button, the server's message beside it), a
 * TanStack Query mutation whose variable is the work; `explain` may say a refusal in the form's own words
 * (null: the usual error text).
 */
export function useStaffAction(explain?: (error: unknown) => string | null): StaffAction {
  const { t, i18n } = useTranslation();
  // `always`: a write offline fails at once (its refusal shown), never waits paused for the network.
  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: (work: () => Promise<unknown>) => work(),
    onSuccess: (said) => {
      if (typeof said === 'string' && said) toast('success', said);
    },
  });
  const said = mutation.isSuccess ? mutation.data : null;
  const run = (work: () => Promise<unknown>) =>
    mutation.mutateAsync(work).then(
      () => true,
      () => false,
    );
  return {
    busy: mutation.isPending,
    problem: mutation.isError
      ? (explain?.(mutation.error) ?? refusalText(t, i18n.language, mutation.error))
      : null,
    done: typeof said === 'string' && said ? said : null,
    run,
  };
}

/**
 * A console write with its state: `write` runs it, reloads the console's lists, then says `done` (or what
 * `done` makes of the answer) in a toast and beside the form.
 */
export interface StaffWrite extends StaffAction {
  write<A>(work: () => Promise<A>, done: string | ((answer: A) => string)): Promise<boolean>;
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
  const write = <A>(work: () => Promise<A>, done: string | ((answer: A) => string)) =>
    action.run(async () => {
      const answer = await work();
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      return typeof done === 'function' ? done(answer) : done;
    });
  const send = <N extends EndpointName>(name: N, request: EndpointRequest<NamedEndpoint<N>>, done: string) =>
    write(() => staffCall(services, name, request), done);
  return { ...action, write, send };
}
