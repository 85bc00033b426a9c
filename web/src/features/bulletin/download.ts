import type { Language } from '@bulten/core';
import { requestHeaders } from '../../api/http';

/** The file name of a `Content-Disposition: attachment; filename="…"` header, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/**
 * Downloads a server export in the page's language (a plain link cannot send the `Lang` header the
 * server reads), saving it under the server's file name.
 */
export async function downloadFile(url: string, language: Language, fallbackName: string): Promise<void> {
  const response = await fetch(url, { headers: requestHeaders(language, null, false) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = attachmentName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
