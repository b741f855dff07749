import { users } from '../../tables';
import { hashPassword } from '../../../lib/password';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import type { SeedStep } from '../seed-step';

export const seedAccounts: SeedStep = {
  name: 'demo-accounts',
  async run(tx) {
    for (const account of DEMO_ACCOUNTS) {
      await tx.insert(users).values({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        roles: [...account.roles],
        firstname: account.firstname,
        lastname: account.lastname,
      });
    }
  },
};
