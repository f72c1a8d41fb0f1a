import { useEffect, useMemo } from 'react';

/**
 * An object URL of `blob` while it is shown (for an <img> of bytes fetched with the session,
 * lib/api-client.ts fetchApiBlob), released when the blob changes or the screen goes.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
