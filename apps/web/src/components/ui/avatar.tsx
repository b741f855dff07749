import './ui.css';

/** A round picture of a person, or their initial when they have none. */
export const Avatar = ({ src, name, size = 40 }: { src?: string | null; name: string; size?: number }) =>
  src ? (
    <img className="ui-avatar" src={src} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="ui-avatar ui-avatar-initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
