/**
 * The address of a stored media value: full addresses and paths stay as they are, a bare upload
 * name lives under /uploads/ (spec 2: "stored media is fetched from the uploads folder by name").
 */
export const mediaUrl = (value: string | null | undefined): string | null => {
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('/')) return value;
  return `/uploads/${encodeURIComponent(value)}`;
};
