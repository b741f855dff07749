import './ui/ui.css';
import './form-refusal.css';

/** Why a form was refused: a title and, one a line, the reasons. */
export type FormRefusalText = { title: string; lines: readonly string[] };

/**
 * A form's refusal, shown inside the form just above its button where the buyer's eyes are after
 * pressing it. A toast at the top of the screen covered the top of a dialog on a phone. Drawn as
 * the light `Alert` is, with its mark in CSS: the box's text is the refusal's words alone.
 */
export const FormRefusal = ({ refusal }: { refusal: FormRefusalText | null }) =>
  refusal && (
    <div role="alert" className="ui-alert ui-alert-error form-refusal" data-testid="form-refusal">
      <span className="ui-alert-icon form-refusal-icon" aria-hidden="true" />
      <div className="ui-alert-text">
        <div className="ui-alert-title">{refusal.title}</div>
        {refusal.lines.length > 0 && (
          <div className="ui-alert-description form-refusal-lines">{refusal.lines.join('\n')}</div>
        )}
      </div>
    </div>
  );
