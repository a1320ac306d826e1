import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonVariant } from './Button.js';

/** A navigation that looks like a button (Create, Edit, Cancel): a real link, so it opens in a new tab too. */
export function ButtonLink({ variant = 'primary', className = '', ...rest }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...rest} className={buttonClasses(variant, className)} />;
}
