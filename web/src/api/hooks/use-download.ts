import { useCallback } from 'react';
import { useServices } from '../../app/services';
import { tokenKindForUrl } from '../../session/tokens';
import { apiErrorFromBody } from '../api-error';
import { requestHeaders } from '../http';
import { resolveApiUrl } from '../url';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a server export (`?format=csv|xlsx|pdf`) with the request language and the right token, then
 * saves it under the server's file name (a plain link would lose both headers).
 */
export function useDownload(): (url: string, fallbackName: string) => Promise<void> {
  const { config, language, session } = useServices();
  return useCallback(
    async (url: string, fallbackName: string) => {
      const token = await session.get(tokenKindForUrl(url));
      const response = await fetch(resolveApiUrl(url, config.apiPrefix), {
        headers: requestHeaders(language, token, false),
      });
      if (!response.ok) {
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // a non-JSON error body stays text
        }
        throw apiErrorFromBody(response.status, body, response.statusText);
      }
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    },
    [config.apiPrefix, language, session],
  );
}
