import { useEffect, useMemo, useState } from 'react';
import { checkUploadSelection } from '@shop/domain/validation/upload-rules';
import { useNotify } from './use-notify';
import { errorMessage, shopMessage } from '../lib/texts';
import { getFreeStorage } from '../features/registration/api/get-free-storage';

/**
 * The upload control's checks on a picked image (spec 2 section 5): free storage first (asked on
 * every pick), then the file type, then our size limit. A refusal shows 'Can not upload file.'
 * with its reason and the same reason in red under the control.
 */
export const useImagePick = (value: File | null | undefined, onChange: (file: File | null) => void) => {
  const { notification } = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setChecking(true);
    const freeGb = await getFreeStorage();
    setChecking(false);
    const checked = checkUploadSelection({
      kind: 'image',
      file: { name: file.name, size: file.size, type: file.type },
      freeGb,
      isNotCheckStorage: false,
    });
    if (!checked.ok) {
      const reason = errorMessage(checked.code);
      setError(reason);
      notification.error({ title: shopMessage('cannotUploadFile'), description: reason, duration: 5 });
      return;
    }
    onChange(file);
  };

  return { preview, error, checking, pick, clear: () => onChange(null) };
};
