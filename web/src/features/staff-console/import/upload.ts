import {
  type AnyEndpoint,
  type EndpointAnswer,
  endpointUrl,
  type ImportCheck,
  type ImportResultBody,
  type JsonEndpoint,
  type Problem,
} from '@bulten/core';
import { ApiError, apiErrorFromBody } from '../../../api/api-error';
import { requestHeaders } from '../../../api/http';
import { resolveApiUrl } from '../../../api/url';
import type { AppServices } from '../../../app/services';

/** What an upload reports: the share of the file sent (0–1), then null while the server checks it. */
export type UploadProgress = (sent: number | null) => void;

function parse(xhr: XMLHttpRequest): unknown {
  try {
    return xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}

/**
 * POSTs a CSV file to a `text/csv` endpoint with the staff token, reporting upload progress (fetch cannot),
 * and parses the answer with the endpoint's schema; a refusal is the server's ApiError with its details.
 */
export async function uploadCsv<E extends JsonEndpoint>(
  services: Pick<AppServices, 'session' | 'config' | 'language'>,
  endpoint: E,
  file: Blob,
  onProgress: UploadProgress,
): Promise<EndpointAnswer<E>> {
  const token = await services.session.get('default');
  const url = resolveApiUrl(endpointUrl(endpoint as AnyEndpoint), services.config.apiPrefix);
  const xhr = new XMLHttpRequest();
  const done = new Promise<void>((resolve, reject) => {
    xhr.onload = () => resolve();
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
  });
  xhr.open('POST', url);
  for (const [name, value] of requestHeaders(services.language, token, false))
    xhr.setRequestHeader(name, value);
  xhr.setRequestHeader('Content-Type', 'text/csv; charset=utf-8');
  xhr.upload.onprogress = (e) => onProgress(e.lengthComputable ? e.loaded / e.total : null);
  xhr.upload.onload = () => onProgress(null);
  xhr.send(file);
  await done;
  const body = parse(xhr);
  if (xhr.status === 401 && token) services.session.refused(token);
  if (xhr.status < 200 || xhr.status >= 300) throw apiErrorFromBody(xhr.status, body, xhr.statusText);
  return endpoint.response.parse(body) as EndpointAnswer<E>;
}

/** Where the import screen stands: a check's or an import's answer, a rejected file's problems, or a failure. */
export type ImportState =
  | { kind: 'checked'; result: ImportCheck }
  | { kind: 'imported'; result: ImportResultBody }
  | { kind: 'rejected'; problems: readonly Problem[]; count: number }
  | { kind: 'failed'; message: string };
