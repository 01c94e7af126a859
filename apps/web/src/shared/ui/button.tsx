import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { useHydrated } from '../lib/use-hydrated.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gold' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-not-allowed disabled:opacity-50 whitespace-nowrap';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink-900 text-paper-50 hover:bg-ink-700',
  secondary: 'border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/50',
  ghost: 'text-ink-700 hover:bg-ink-900/5',
  gold: 'bg-gold-500 text-ink-900 hover:bg-gold-400',
  /**
   * Irreversible or hard-to-undo actions (removing the account). Darker on hover, not lighter: the
   * lighter red left its text at 4.1:1 (an outside tester's contrast check).
   */
  danger: 'bg-down text-paper-50 hover:bg-[#a3301f]',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return clsx(base, variants[variant], sizes[size], extra);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button({ variant, size, className, type = 'button', disabled, ...rest }: ButtonProps) {
  // On a page drawn by the server, a form sent before the app has taken over would go to the
  // address as a plain GET (the message in the URL, the page reloaded): its button waits for it.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || (type === 'submit' && !hydrated)}
      {...rest}
    />
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** For a page that moves the focus to it after an action. */
  ref?: Ref<HTMLAnchorElement>;
}

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClass(variant, size, typeof className === 'string' ? className : undefined)} {...rest} />
  );
}
