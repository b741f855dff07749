import './ui.css';

type AvatarProps = {
  src?: string | null;
  name: string;
  size?: number;
  /** What the picture shows, when it says more than the name beside it ("Photo of ..."). */
  alt?: string;
};

/** A round picture of a person, or their initial when they have none. */
export const Avatar = ({ src, name, size = 40, alt = '' }: AvatarProps) =>
  src ? (
    <img className="ui-avatar" src={src} alt={alt} width={size} height={size} loading="lazy" />
  ) : (
    <span className="ui-avatar ui-avatar-initial" style={{ width: size, height: size }} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
