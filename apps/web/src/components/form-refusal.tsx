import { Alert } from 'antd';
import './form-refusal.css';

/** Why a form was refused: a title and, one a line, the reasons. */
export type FormRefusalText = { title: string; lines: readonly string[] };

/**
 * A form's refusal, shown inside the form just above its button where the buyer's eyes are after
 * pressing it. A toast at the top of the screen covered the top of a dialog on a phone.
 */
export const FormRefusal = ({ refusal }: { refusal: FormRefusalText | null }) =>
  refusal && (
    <Alert
      className="form-refusal"
      type="error"
      showIcon
      data-testid="form-refusal"
      title={refusal.title}
      description={
        refusal.lines.length > 0 ? (
          <span className="form-refusal-lines">{refusal.lines.join('\n')}</span>
        ) : undefined
      }
    />
  );
