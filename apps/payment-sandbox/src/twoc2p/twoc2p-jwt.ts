import { jwtVerify, SignJWT } from 'jose';

const keyOf = (secretKey: string) => new TextEncoder().encode(secretKey);

/** A 2C2P payload: a JWS with HS256, keyed by the merchant's secret key as text. */
export const signPayload = (claims: Record<string, unknown>, secretKey: string): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secretKey));

/** The claims, or null when the payload is not a JWS signed with this key (HS256 only). */
export const verifyPayload = async (
  token: string,
  secretKey: string,
): Promise<Record<string, unknown> | null> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secretKey), { algorithms: ['HS256'] });
    return payload;
  } catch {
    return null;
  }
};
