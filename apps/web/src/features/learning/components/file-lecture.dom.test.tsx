import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLearningTexts } from '../../../i18n/load-learning-texts';
import type { PlayerLecture } from '../lib/playlist';
import { FileLecture } from './file-lecture';

vi.mock('../hooks/use-open-report', () => ({ useOpenReport: () => () => undefined }));

const fileLecture = (isComplete: boolean) =>
  ({
    id: 4,
    sectionId: 1,
    name: 'Worksheet',
    kind: 'file',
    durationSeconds: 0,
    isLocked: false,
    isOpen: true,
    isComplete,
    watchedShare: 0,
    positionSeconds: 0,
    wire: { lectures_id: 4, content_file: 'worksheet.pdf', content_text: '' },
  }) as unknown as PlayerLecture;

describe('a file lecture in the lesson player', () => {
  beforeAll(async () => {
    await loadLearningTexts();
  });

  it('tells the student that downloading the file is what completes the lecture', () => {
    render(<FileLecture lecture={fileLecture(false)} />);

    expect(screen.getByRole('link', { name: /Download worksheet.pdf/ })).toBeVisible();
    expect(screen.getByText('This lecture counts as done once you download its file.')).toBeVisible();
  });

  it('says it is done once the file was downloaded', () => {
    render(<FileLecture lecture={fileLecture(true)} />);

    expect(screen.getByText('Done: you downloaded this file.')).toBeVisible();
  });
});
