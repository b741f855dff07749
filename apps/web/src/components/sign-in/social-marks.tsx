import { OutlineIcon } from '../ui/outline-icon';

// The sign-in providers' marks drawn inline: Ant Design's icon runtime would come into the cart's
// first view for three shapes. They are decoration: each button's name is its visible text
// ("Log in with LINE"), which already names the provider (Ant Design's icons had put their own
// names, "message" or "google", in front of it).

export const FacebookMark = () => (
  <span aria-hidden="true" className="social-mark">
    <OutlineIcon>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </OutlineIcon>
  </span>
);

/** LINE's sign-in: a speech bubble, as the chat it is. */
export const LineMark = () => (
  <span aria-hidden="true" className="social-mark">
    <OutlineIcon>
      <path d="M21 11.5a8.4 8.4 0 0 1-.9 3.8 8.5 8.5 0 0 1-7.6 4.7 8.4 8.4 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 4.7-7.6 8.4 8.4 0 0 1 3.8-.9h.5a8.5 8.5 0 0 1 8 8z" />
    </OutlineIcon>
  </span>
);

export const GoogleMark = () => (
  <span aria-hidden="true" className="social-mark">
    <OutlineIcon>
      <path d="M19.5 7.5A8.5 8.5 0 1 0 20.5 12H12" />
    </OutlineIcon>
  </span>
);
