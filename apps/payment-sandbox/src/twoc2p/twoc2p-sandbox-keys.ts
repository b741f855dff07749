/**
 * The merchant the 2C2P sandbox knows, and that the shop's 2C2P adapter uses in sandbox mode.
 * JT01 is 2C2P's public demo merchant id; the secret key (HS256) works only here.
 */
export const TWOC2P_SANDBOX_KEYS = {
  merchantId: 'JT01',
  secretKey: 'ECC4E54DBA738857B84A7EBC6B5DC7187B8DA68750E88AB53AAA41F548D6F2D9',
} as const;
