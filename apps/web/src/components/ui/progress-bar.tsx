import { clsx } from 'clsx';
import './ui.css';

/** How far along something is, 0 to 100, as a bar; its label says of what. */
export const ProgressBar = ({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) => {
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      className={clsx('ui-progress', className)}
    >
      <div className="ui-progress-done" style={{ width: `${String(shown)}%` }} />
    </div>
  );
};
