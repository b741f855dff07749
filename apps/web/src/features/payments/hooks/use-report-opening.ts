import { useState } from 'react';
import { preloadParts } from '../../../app/lazy-part';

/**
 * Opens a dialog whose code loads on the first click: the button waits with a spinner until the
 * code has arrived, then the dialog opens whole, so nothing half-drawn flashes in between.
 */
export const useReportOpening = (part: string, open: () => void) => {
  const [isOpening, setOpening] = useState(false);
  const openReport = async () => {
    setOpening(true);
    try {
      await preloadParts([part]);
    } finally {
      setOpening(false);
    }
    open();
  };
  return { isOpening, openReport: () => void openReport() };
};
