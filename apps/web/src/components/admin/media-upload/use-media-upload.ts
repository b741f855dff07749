import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { checkUploadSelection } from '@shop/domain/validation/upload-rules';
import { useNotify } from '../../../hooks/use-notify';
import { errorMessage, shopMessage } from '../../../lib/texts';
import { fetchFreeStorageGb, uploadMediaFile } from './media-upload-api';
import type { MediaUploadProps } from './media-upload';
import {
  deleteStored,
  mergeSelection,
  moveStored,
  newEntryOf,
  roomLeft,
  type NewEntry,
} from './media-upload-rules';

let entryCounter = 0;
const nextKey = () => {
  entryCounter += 1;
  return `new-${String(entryCounter)}`;
};

const failureText = (error: unknown) =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? errorMessage(error.code)
    : shopMessage('badResponse');

/**
 * The control's state: the stored names come from `value`; files chosen now are new entries
 * until their upload finishes, when their stored names join `value` through `onChange`.
 */
export const useMediaUpload = (props: MediaUploadProps) => {
  const { type, value, onChange, onError, onUploadingChange, isNotCheckStorage, imageSize } = props;
  const { t } = useTranslation();
  const { notification } = useNotify();
  const [entries, setEntries] = useState<NewEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Several uploads may finish before the parent renders again: each must add to the latest list.
  const names = useRef<string[]>(value ?? []);
  const deleteFileList = useRef<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // A finished upload is held by its stored name only: remember the file it came from, so the
  // same picture chosen again is seen as already there while its stored name is in the list.
  const uploadedFrom = useRef(new Map<string, File>());
  useEffect(() => {
    names.current = value ?? [];
  }, [value]);

  const isUploading = entries.some((entry) => entry.failure === null);
  useEffect(() => onUploadingChange?.(isUploading), [isUploading, onUploadingChange]);
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const emit = useCallback(
    (next: string[]) => {
      names.current = next;
      onChange?.(next, [...deleteFileList.current]);
    },
    [onChange],
  );

  const patch = (key: string, change: Partial<NewEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  const start = (entry: NewEntry) => {
    const controller = new AbortController();
    controllers.current.set(entry.key, controller);
    uploadMediaFile(type, entry.file, (percent) => patch(entry.key, { percent }), controller.signal)
      .then((name) => {
        uploadedFrom.current.set(name, entry.file);
        setEntries((list) => list.filter((item) => item.key !== entry.key));
        emit([...names.current, name]);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        patch(entry.key, { failure: failureText(failure) });
      })
      .finally(() => controllers.current.delete(entry.key));
  };

  const refuse = (message: string) => {
    if (onError) {
      onError(message);
      return;
    }
    setError(message);
    notification.error({ title: shopMessage('cannotUploadFile'), description: message, duration: 5 });
  };

  /** Spec 2 section 4: clear the error, check storage, check the type, then update the list. */
  const select = async (selected: File[]) => {
    setError(null);
    const [first] = selected;
    if (!first) return;
    const freeGb = isNotCheckStorage ? null : await fetchFreeStorageGb();
    for (const file of [first, ...selected.slice(1)]) {
      const checked = checkUploadSelection({
        kind: type,
        file: { name: file.name, size: file.size, type: file.type },
        // Spec 2: the first file's size is compared with the free storage.
        freeGb: file === first ? freeGb : null,
        isNotCheckStorage: Boolean(isNotCheckStorage),
      });
      if (!checked.ok) {
        refuse(
          checked.code === ErrorCode.OUT_OF_STORAGE
            ? t('admin.media.outOfStorage')
            : errorMessage(checked.code),
        );
        return;
      }
    }
    const uploaded = names.current.flatMap((name) => {
      const file = uploadedFrom.current.get(name);
      return file ? [file] : [];
    });
    const held = {
      names: [...names.current, ...uploaded.map((file) => file.name)],
      files: [...uploaded, ...entries.map((entry) => entry.file)],
    };
    const room = roomLeft({
      multiple: props.multiple,
      limitFile: props.limitFile,
      count: names.current.length + entries.length,
    });
    const added = mergeSelection(held, selected)
      .slice(0, room)
      .map((file) => newEntryOf(file, nextKey(), imageSize));
    setEntries((list) => [...list, ...added]);
    added.forEach(start);
  };

  const removeStored = (name: string) => {
    const next = deleteStored(names.current, deleteFileList.current, name);
    deleteFileList.current = next.deleteFileList;
    emit(next.names);
  };

  /** A new entry only leaves the list (its upload, if still running, is stopped). */
  const removeNew = (key: string) => {
    controllers.current.get(key)?.abort();
    setEntries((list) => list.filter((entry) => entry.key !== key));
  };

  const retry = (key: string) => {
    const entry = entries.find((item) => item.key === key);
    if (!entry) return;
    patch(key, { failure: null, percent: 0 });
    start(entry);
  };

  const move = (index: number, step: -1 | 1) => emit(moveStored(names.current, index, step));

  return { entries, error, select, removeStored, removeNew, retry, move };
};
