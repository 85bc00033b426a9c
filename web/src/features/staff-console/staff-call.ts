import type { EndpointAnswer, EndpointRequest, JsonEndpoint } from '@bulten/core';
import { ApiError } from '../../api/api-error';
import type { CallArguments } from '../../api/http';
import type { AppServices } from '../../app/services';

/**
 * A staff write with the signed-in staff token only: a refused token (session ended) ends the session (the
 * console shows the sign-in, drafts kept) and the call fails; it is never sent again with another session.
 */
export async function staffCall<E extends JsonEndpoint>(
  services: Pick<AppServices, 'http' | 'session'>,
  endpoint: E,
  request: EndpointRequest<E>,
): Promise<EndpointAnswer<E>> {
  const token = services.session.peek('default');
  try {
    return await services.http.call(endpoint, ...([request, { token }] as CallArguments<E>));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) services.session.refused(token);
    throw error;
  }
}
