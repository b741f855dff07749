import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../../lib/app-error';
import { optionalUser } from '../../plugins/session';
import type { CartOwner } from './cart.repository';

/** The signed-in user's cart, or else the visitor's named by the id their browser generated. */
export const cartOwnerOf = async (
  request: FastifyRequest,
  generateId: string | undefined,
): Promise<CartOwner> => {
  const user = await optionalUser(request);
  if (user) return { kind: 'user', userId: user.id };
  if (generateId) return { kind: 'visitor', visitorId: generateId };
  throw new AppError(ErrorCode.INPUT_ERROR, {
    message: 'A visitor must send the id their browser generated',
    params: [{ param: 'generate_id', message: 'is required when nobody is signed in' }],
  });
};

/** `deleteitem` names the cart by `user_id`: the signed-in user's own id, or a visitor id. */
export const clearableOwner = async (
  request: FastifyRequest,
  userId: number | string,
): Promise<CartOwner> => {
  if (typeof userId === 'string') return { kind: 'visitor', visitorId: userId };
  const user = await optionalUser(request);
  if (user?.id !== userId) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such cart' });
  return { kind: 'user', userId };
};
