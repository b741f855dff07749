import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorMessage } from '../../../lib/texts';

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
        <Button icon={<LeftOutlined aria-hidden="true" />} disabled={!hasPrevious} onClick={onPrevious}>
          {t('learning.player.previous')}
        </Button>
        <Button
          type="primary"
          icon={<RightOutlined aria-hidden="true" />}
          iconPlacement="end"
          disabled={!hasNext}
          onClick={onNext}
        >
          {t('learning.player.next')}
        </Button>
      </div>
      {isNextLocked && <Alert type="warning" showIcon title={errorMessage(ErrorCode.LECTURE_LOCKED)} />}
    </div>
  );
};
