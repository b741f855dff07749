import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './ui.css';

/**
 * A modal dialog on the browser's own `<dialog>`: focus is trapped and Escape closes it without
 * any code of ours. Mounted means open; `onClose` is asked to unmount it.
 */
export const Dialog = ({
  title,
  onClose,
  footer,
  width = 520,
  hasCloseButton = true,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  footer?: ReactNode;
  width?: number;
  /** A question whose footer has its own "cancel" needs no ✕ besides (Escape still closes it). */
  hasCloseButton?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="ui-dialog"
      aria-labelledby={`${id}-title`}
      style={{ width: `min(${String(width)}px, calc(100vw - 32px))` }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="ui-dialog-header">
        <h2 id={`${id}-title`} className="ui-dialog-title">
          {title}
        </h2>
        {hasCloseButton && (
          <button type="button" className="ui-dialog-close" aria-label={t('common.close')} onClick={onClose}>
            ✕
          </button>
        )}
      </div>
      <div className="ui-dialog-body">{children}</div>
      {footer !== undefined && <div className="ui-dialog-footer">{footer}</div>}
    </dialog>
  );
};
