import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';
import { NextIcon, PreviousIcon } from './lesson-icons';

type LectureMovesProps = {
  hasPrevious: boolean;
  hasNext: boolean;
  /** Next was pressed in front of a locked lecture: say why it stays. */
  isNextLocked: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous and next lecture; next does not skip past a locked one. */
export const LectureMoves = ({
  hasPrevious,
  hasNext,
  isNextLocked,
  onPrevious,
  onNext,
}: LectureMovesProps) => {
  const { t } = useTranslation();
  return (
    <div className="lecture-moves">
      <div className="lecture-moves-buttons">
        <Button icon={<PreviousIcon />} disabled={!hasPrevious} onClick={onPrevious}>
          {t('learning.player.previous')}
        </Button>
        <Button variant="primary" disabled={!hasNext} onClick={onNext}>
          {t('learning.player.next')}
          <NextIcon />
        </Button>
      </div>
      {isNextLocked && <Alert type="warning" title={errorMessage(ErrorCode.LECTURE_LOCKED)} />}
    </div>
  );
};
