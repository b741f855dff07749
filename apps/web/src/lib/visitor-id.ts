const STORAGE_KEY = 'generate_id';

let createdOnThisPage = false;

/**
 * The id this browser uses as a visitor (spec 1: a visitor is "identified by a generated id"):
 * it names the visitor's cart until sign-in, when the cart joins the account.
 */
export const visitorId = (): string => {
  // The server renders pages for no browser in particular: it knows no visitor, and asks for no cart.
  if (typeof localStorage === 'undefined') return '';
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const created = crypto.randomUUID();
  localStorage.setItem(STORAGE_KEY, created);
  createdOnThisPage = true;
  return created;
};

/**
 * Whether this page gave the browser its visitor id: the server holds no cart under it yet, and
 * what this page adds to one, it already knows.
 */
export const isNewVisitor = (): boolean => createdOnThisPage;
