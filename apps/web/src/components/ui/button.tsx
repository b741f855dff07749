import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import './ui.css';

type Look = {
  /** `primary` is filled in the shop's colour; `link` reads as a text link. */
  variant?: 'primary' | 'default' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** As wide as its container. */
  block?: boolean;
  icon?: ReactNode;
};

const classOf = ({ variant = 'default', size = 'middle', block = false }: Look, extra?: string) =>
  clsx('ui-button', `ui-button-${variant}`, `ui-button-${size}`, block && 'ui-button-block', extra);

export type ButtonProps = Look &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
    /** Busy: a spinner, and a second click does nothing. */
    loading?: boolean;
    htmlType?: 'button' | 'submit';
  };

/** The storefront's button: a native `<button>`, light enough for a buyer's first view. */
export const Button = ({
  variant,
  size,
  block,
  icon,
  loading = false,
  htmlType = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={htmlType}
    className={classOf({ variant, size, block }, className)}
    disabled={disabled === true || loading}
    aria-busy={loading || undefined}
  >
    {loading ? <span className="ui-spinner" aria-hidden="true" /> : icon}
    {children !== undefined && <span>{children}</span>}
  </button>
);

/** A link that looks like a button: it goes somewhere, so it is an `<a>` for the reader too. */
export const ButtonLink = ({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: Look & LinkProps) => (
  <Link {...rest} className={classOf({ variant, size, block }, className)}>
    {icon}
    <span>{children}</span>
  </Link>
);

/**
 * An address outside the shop's pages that looks like a button: a file to download, another
 * site. A plain `<a>`, since the router has no page for it.
 */
export const ButtonAnchor = ({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) => (
  <a {...rest} className={classOf({ variant, size, block }, className)}>
    {icon}
    <span>{children}</span>
  </a>
);
