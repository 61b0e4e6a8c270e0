import { useEffect, useState } from 'react';
import type { PayLink } from '@/api/lnurlp';
import { payLinkUrl, sentPayLinkLnurl } from './paylink-display';

/**
 * `payLinkLnurl` for a screen's first render: the server's LNURL at once, or, when it sent none,
 * undefined until the codec has loaded and built one (null when none can be made).
 */
export function usePayLinkLnurl(
  link: Pick<PayLink, 'id' | 'lnurl' | 'domain'>,
  serverOrigin: string,
): string | null | undefined {
  const sent = sentPayLinkLnurl(link);
  const url = sent ? null : payLinkUrl(link, serverOrigin);
  const [built, setBuilt] = useState<{ url: string; lnurl: string | null }>();
  const { id, lnurl, domain } = link;
  useEffect(() => {
    if (url === null) {
      return;
    }
    let current = true;
    void import('./paylink-lnurl').then(({ payLinkLnurl }) => {
      if (current) {
        setBuilt({ url, lnurl: payLinkLnurl({ id, lnurl, domain }, serverOrigin) });
      }
    });
    return () => {
      current = false;
    };
  }, [url, id, lnurl, domain, serverOrigin]);
  if (sent) {
    return sent;
  }
  return built?.url === url ? built.lnurl : undefined;
}
