import { useEffect } from 'react';

/** Asks search engines not to index the current page: adds `<meta name="robots" content="noindex">` while mounted. */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
