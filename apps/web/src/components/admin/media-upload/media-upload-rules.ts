/**
 * The upload control's list rules (spec 2 sections 3 to 5), as pure functions the control and
 * its tests share: which files a selection adds, when the button is off, what a delete leaves.
 */

/** A file chosen in this session that is not stored yet (spec 2's "new entry"). */
export type NewEntry = {
  key: string;
  file: File;
  /** The control's `imageSize` when the file was chosen (spec 2: a new entry carries it). */
  imageSize: { width: number; height: number } | null;
  lastModifiedManual: number;
  lastModifiedDateManual: Date;
  /** Upload progress, 0 to 100. */
  percent: number;
  /** The reason the upload failed, or null while it runs. */
  failure: string | null;
};

export type ButtonRuleInput = {
  disabled?: boolean;
  multiple?: boolean;
  limitFile?: number;
  /** Files the control holds: stored names and new entries. */
  count: number;
};

/**
 * The upload button is off when the control is disabled, when a single-file control already
 * holds a file, or when `limitFile` files are there (spec 2 section 4).
 */
export const isUploadButtonDisabled = ({ disabled, multiple, limitFile, count }: ButtonRuleInput): boolean =>
  Boolean(disabled) || (!multiple && count >= 1) || (limitFile !== undefined && count >= limitFile);

/** How many more files the control takes. */
export const roomLeft = ({ multiple, limitFile, count }: Omit<ButtonRuleInput, 'disabled'>): number => {
  const cap = multiple ? (limitFile ?? Number.POSITIVE_INFINITY) : Math.min(1, limitFile ?? 1);
  return Math.max(0, cap - count);
};

/**
 * The files of a selection that are not there yet: duplicates are merged by equality (the same
 * file chosen twice) and by name, against the files already held and within the selection.
 */
export const mergeSelection = (
  held: { names: readonly string[]; files: readonly File[] },
  selected: readonly File[],
) => {
  const names = new Set(held.names);
  const files = new Set(held.files);
  const added: File[] = [];
  for (const file of selected) {
    if (files.has(file) || names.has(file.name)) continue;
    files.add(file);
    names.add(file.name);
    added.push(file);
  }
  return added;
};

/** A new entry for a chosen file, stamped as spec 2 section 3 describes. */
export const newEntryOf = (
  file: File,
  key: string,
  imageSize: { width: number; height: number } | undefined,
): NewEntry => ({
  key,
  file,
  imageSize: imageSize ?? null,
  lastModifiedManual: file.lastModified,
  lastModifiedDateManual: new Date(file.lastModified),
  percent: 0,
  failure: null,
});

/** Deleting a stored file moves its name into deleteFileList and out of the list. */
export const deleteStored = (names: readonly string[], deleteFileList: readonly string[], name: string) => ({
  names: names.filter((item) => item !== name),
  deleteFileList: deleteFileList.includes(name) ? [...deleteFileList] : [...deleteFileList, name],
});

/** Moves the stored name at `from` one place earlier (-1) or later (+1); the ends stay put. */
export const moveStored = (names: readonly string[], from: number, step: -1 | 1): string[] => {
  const to = from + step;
  if (to < 0 || to >= names.length) return [...names];
  const next = [...names];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
};

/** The preview's next position: past either end it wraps around (spec 2 section 2). */
export const wrapIndex = (index: number, length: number): number =>
  length === 0 ? 0 : ((index % length) + length) % length;
