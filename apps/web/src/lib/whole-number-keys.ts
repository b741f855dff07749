import type { KeyboardEvent } from 'react';

/**
 * Keeps a whole-number box to digits: a letter or a sign typed into it is dropped, while editing
 * keys (arrows, Backspace, Tab) and shortcuts (copy, paste, select all) work as usual.
 */
export const keepWholeNumberKeys = (event: KeyboardEvent<HTMLInputElement>) => {
  const isCharacter = event.key.length === 1;
  const isShortcut = event.ctrlKey || event.metaKey || event.altKey;
  if (isCharacter && !isShortcut && !/^\d$/.test(event.key)) event.preventDefault();
};
