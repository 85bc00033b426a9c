import type { LotLookupRequest } from '@bulten/core';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../app/services';

/** LotSorgula: a producer's lot by registration number and check code (a POST: the code stays out of URLs). */
export function useLotLookup() {
  const { http } = useServices();
  return useMutation({
    mutationFn: (body: LotLookupRequest) => http.call('lot.LotSorgula', { body }),
  });
}
