import type { EndpointAnswer, EndpointRequest } from '@bulten/core';
import { ApiError } from '../../api/api-error';
import type { CallArguments, EndpointName, NamedEndpoint } from '../../api/http';
import type { AppServices } from '../../app/services';

/**
 * A staff write (the endpoint of a name, `registrationDesk.TescilCreate`) with the signed-in staff token only: a refused
 * token (session ended) ends the session (the console shows the sign-in, drafts kept) and the call fails; it
 * is never sent again with another session.
 */
export async function staffCall<N extends EndpointName>(
  services: Pick<AppServices, 'http' | 'session'>,
  name: N,
  request: EndpointRequest<NamedEndpoint<N>>,
): Promise<EndpointAnswer<NamedEndpoint<N>>> {
  const token = services.session.peek('default');
  try {
    return await services.http.call(name, ...([request, { token }] as CallArguments<NamedEndpoint<N>>));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && token) services.session.refused(token);
    throw error;
  }
}
