import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';

type LazyBlockProps = { children: ReactNode; minHeight?: number };

/** Mounts a heavy block (and downloads its code) only when it scrolls near the viewport. */
export const LazyBlock = ({ children, minHeight = 160 }: LazyBlockProps) => {
  const [ref, isNear] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} style={isNear ? undefined : { minHeight }}>
      {isNear && <Suspense fallback={<Skeleton active />}>{children}</Suspense>}
    </div>
  );
};
