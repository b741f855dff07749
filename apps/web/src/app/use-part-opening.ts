import { useState } from 'react';
import { preloadParts } from './lazy-part';

/**
 * Opens a dialog whose code loads on the first click (a lazy part): the button waits with a
 * spinner until the code has arrived, then the dialog opens whole, so nothing half-drawn flashes
 * in between. Shared by the payment step's transfer report and the cart's forms.
 */
export const usePartOpening = (part: string, open: () => void) => {
  const [isOpening, setOpening] = useState(false);
  const openPart = async () => {
    setOpening(true);
    try {
      await preloadParts([part]);
    } finally {
      setOpening(false);
    }
    open();
  };
  return { isOpening, open: () => void openPart() };
};
