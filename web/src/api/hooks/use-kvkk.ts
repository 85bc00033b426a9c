import type { KvkkConsentRequest } from '@bulten/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { approveKvkk, getLastKvkk } from '../kvkk-api';
import { SHELL_QUERY } from './query-meta';

/** GetLastKvkk: the KVKK texts, newest first. */
export function useLastKvkk(enabled = true) {
  const { http } = useServices();
  return useQuery({
    queryKey: ['kvkk', 'last'],
    queryFn: () => getLastKvkk(http),
    enabled,
    staleTime: 5 * 60_000,
    meta: SHELL_QUERY,
  });
}

/** Create: approves a KVKK text. */
export function useApproveKvkk() {
  const { http } = useServices();
  return useMutation({ mutationFn: (body: KvkkConsentRequest) => approveKvkk(http, body) });
}
