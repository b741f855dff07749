import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

type RegionBoundaryProps = {
  /** What the region is, for the log: 'curriculum', 'payment panel'... */
  region: string;
  children: ReactNode;
};

/**
 * Catches a crash inside one region of a page (the curriculum, the payment panel, a back-office
 * table) so the rest of the page stays usable; the retry renders the region again and lets its
 * failed queries load again.
 */
export const RegionBoundary = ({ region, children }: RegionBoundaryProps) => {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <CatchRegion region={region} onRetry={reset}>
      {children}
    </CatchRegion>
  );
};

type CatchRegionProps = RegionBoundaryProps & { onRetry: () => void };

// React catches render errors only in a class component.
class CatchRegion extends Component<CatchRegionProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.region} region failed`, error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <RegionFailed onRetry={this.retry} /> : this.props.children;
  }
}

const RegionFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      title={t('common.regionFailed')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
};
