import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useFromServerHtml } from '../../../hooks/use-from-server-html';

/**
 * The open tab of a tabbed layout, following the address's section anchor: opening
 * `#content` (or following a link to it) shows that tab and scrolls the tabs into view. The
 * server never sees the anchor (browsers do not send it): the server's HTML hydrates on the first
 * tab, and the anchor's tab opens right after.
 */
export const useHashTab = (keys: readonly string[], fallback: string) => {
  const { hash } = useLocation();
  const anchor = useFromServerHtml() ? '' : hash.replace(/^#/, '');
  const [chosen, setChosen] = useState<string | null>(null);
  const [followedAnchor, setFollowedAnchor] = useState(anchor);
  const tabsRef = useRef<HTMLDivElement>(null);

  // A new anchor in the address wins over an earlier click.
  if (followedAnchor !== anchor) {
    setFollowedAnchor(anchor);
    if (keys.includes(anchor)) setChosen(anchor);
  }
  const initial = keys.includes(anchor) ? anchor : fallback;
  const active = chosen !== null && keys.includes(chosen) ? chosen : initial;

  useEffect(() => {
    if (keys.includes(anchor)) tabsRef.current?.scrollIntoView({ block: 'start' });
  }, [anchor, keys]);

  return { active, choose: setChosen, tabsRef };
};
