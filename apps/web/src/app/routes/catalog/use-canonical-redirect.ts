import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/**
 * Spec 1: when the address differs from the item's canonical link_path and the id matches, the
 * page moves to the canonical address (replacing history), keeping the query and the anchor.
 */
export const useCanonicalRedirect = (
  item: { id: number; link_path: string } | null,
  routeId: number | null,
) => {
  const location = useLocation();
  const navigate = useNavigate();
  const target = item?.link_path ?? '';
  const isMismatch =
    item !== null && item.id === routeId && target.startsWith('/') && decoded(location.pathname) !== target;

  useEffect(() => {
    if (!isMismatch) return;
    void navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [isMismatch, target, location.search, location.hash, navigate]);

  return isMismatch;
};
