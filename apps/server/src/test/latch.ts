/** A promise a test settles by hand: whatever awaits `opened` goes on once `open()` is called. */
export const latch = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

export type Latch = ReturnType<typeof latch>;
