/** A person the authorize page lets the tester sign in as. */
export type IdentityTestUser = {
  /** The provider's subject for this person (the same on every provider, prefixed per provider). */
  key: string;
  name: string;
  /** Null: the person did not share an e-mail (LINE often gives none). */
  email: string | null;
  picture: string | null;
};

/**
 * The test users of every provider. `somchai` shares the e-mail of the demo student, so the
 * takeover attempt (a provider profile carrying someone else's address) can be played.
 */
export const IDENTITY_TEST_USERS: readonly IdentityTestUser[] = [
  { key: 'nok', name: 'Nok Sandbox', email: 'nok.sandbox@example.com', picture: null },
  { key: 'ploy', name: 'Ploy Sandbox', email: 'ploy.sandbox@example.com', picture: null },
  { key: 'fah', name: 'Fah Sandbox', email: 'fah.sandbox@example.com', picture: null },
  { key: 'dao', name: 'Dao Sandbox', email: 'dao.sandbox@example.com', picture: null },
  { key: 'noemail', name: 'Mali No-Email', email: null, picture: null },
  { key: 'somchai', name: 'Somchai Lookalike', email: 'student@demo.shop', picture: null },
];

export const findTestUser = (key: unknown): IdentityTestUser | undefined =>
  IDENTITY_TEST_USERS.find((user) => user.key === key);

/** The subject a provider gives the test user: LINE's `U…`, Google's digits, Facebook's app-scoped id. */
export const subjectOf = (provider: string, user: IdentityTestUser): string =>
  `${provider}-${user.key}-sandbox`;
