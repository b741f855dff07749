import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../../lib/app-error';
import { violatedUniqueIndex } from '../../../lib/unique-violation';

/**
 * Runs a save whose slug was checked free: when another save took the slug in between, the
 * unique index refuses it, and that is the same SLUG_TAKEN the check answers.
 */
export const refuseSlugRace = async <T>(save: Promise<T>): Promise<T> => {
  try {
    return await save;
  } catch (error) {
    if (violatedUniqueIndex(error)?.includes('slug')) {
      throw new AppError(ErrorCode.SLUG_TAKEN, {
        message: 'Another item took this slug meanwhile',
        cause: error,
      });
    }
    throw error;
  }
};
