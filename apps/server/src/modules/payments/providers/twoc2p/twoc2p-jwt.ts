import { jwtVerify, SignJWT } from 'jose';

const keyOf = (secretKey: string) => new TextEncoder().encode(secretKey);

/**
 * 2C2P's payload: a JWS, HS256 only, keyed with the merchant's secret key as text (as 2C2P's
 * own samples pass it to their JWT libraries). No issued-at or expiry claims: 2C2P sends none.
 */
export const signTwoC2pPayload = (claims: Record<string, unknown>, secretKey: string): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secretKey));

/** The claims of a payload signed with `secretKey`, or null when the signature or format fails. */
export const verifyTwoC2pPayload = async (
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
