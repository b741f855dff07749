/** The most addresses the shop's notices to administrators go to (the settings refuse more). */
export const MAX_ADMINISTRATOR_RECIPIENTS = 20;

const distinct = (addresses: readonly string[]): string[] => {
  const seen = new Set<string>();
  return addresses
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (address === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * Who hears what waits for an administrator (a transfer to check, a payment set aside): the
 * addresses the shop listed in its settings or, while it lists none, every active
 * administrator's own address, so nothing waits unheard. Each address once, whatever its case.
 */
export const administratorRecipients = (
  configured: readonly string[],
  activeAdministrators: readonly string[],
): string[] => {
  const listed = distinct(configured);
  return listed.length > 0 ? listed : distinct(activeAdministrators);
};
