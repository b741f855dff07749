import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useNearViewport } from '../../hooks/use-near-viewport';

type LazyBlockProps = {
  children: ReactNode;
  minHeight?: number;
  /**
   * What stands in the block's place until it scrolls near (an empty box of `minHeight` if
   * nothing). With `shownByServer: false` the server renders this stand-in, and the block itself
   * loads only in the browser, once scrolled near.
   */
  placeholder?: ReactNode;
  shownByServer?: boolean;
};

/** Mounts a heavy block (and downloads its code) only when it scrolls near the viewport. */
export const LazyBlock = ({
  children,
  minHeight = 160,
  placeholder,
  shownByServer = true,
}: LazyBlockProps) => {
  const [ref, isNear] = useNearViewport<HTMLDivElement>(undefined, { shownByServer });
  return (
    <div ref={ref} style={isNear || placeholder !== undefined ? undefined : { minHeight }}>
      {isNear ? <Suspense fallback={placeholder ?? <Skeleton />}>{children}</Suspense> : placeholder}
    </div>
  );
};
