const STORAGE_KEY = 'link_path';

/** Spec 1: the current path is remembered under link_path (social sign-in comes back to it). */
export const rememberLinkPath = (path: string) => {
  localStorage.setItem(STORAGE_KEY, path);
};

export const rememberedLinkPath = (): string | null => localStorage.getItem(STORAGE_KEY);
