/** One text the shop pushed to a LINE user, as the sandbox received it. */
export type ReceivedLineMessage = { to: string; text: string; at: string };

/** The monthly number of pushes the sandbox's LINE Official Account may send, as LINE's free plan. */
export const SANDBOX_MONTHLY_QUOTA = 200;

/**
 * The shop's LINE Official Account in the sandbox: who added it as a friend (chosen on the LINE
 * consent page when the shop asks with `bot_prompt`), what each user received, and the month's quota.
 */
export const createLineMessagingStore = () => {
  const friends = new Set<string>();
  const received: ReceivedLineMessage[] = [];
  let quota = SANDBOX_MONTHLY_QUOTA;
  return {
    friends,
    received,
    quota: () => quota,
    setQuota: (value: number) => {
      quota = value;
    },
    reset: () => {
      friends.clear();
      received.length = 0;
      quota = SANDBOX_MONTHLY_QUOTA;
    },
  };
};

export type LineMessagingStore = ReturnType<typeof createLineMessagingStore>;
