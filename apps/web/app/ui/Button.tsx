import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'warning' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-lg bg-brand-600 font-semibold text-white hover:bg-brand-700',
  secondary: 'rounded-lg font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
  outline: 'rounded-lg font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50',
  warning: 'rounded-lg bg-amber-600 font-semibold text-white hover:bg-amber-700',
  danger: 'rounded-lg font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50',
  link: 'font-semibold text-brand-700 hover:underline',
};

// The sizes the copies used: a small action in a row, a form's button, a page's main button.
const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'h-11 px-6',
  lg: 'h-12 px-6',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (on phones as well as wide screens). */
  block?: boolean;
  className?: string;
}

/**
 * The one button style of the site (spec §2), for a `<button>` through `Button` and for a link
 * that looks like one (`<Link className={buttonStyle(...)}>`).
 */
export function buttonStyle({ variant = 'primary', size = 'md', block = false, className }: ButtonStyle = {}): string {
  return [
    'inline-flex items-center justify-center gap-2 disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    variant === 'link' ? '' : SIZES[size],
    block ? 'w-full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonStyle, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Work under way: the button shows a spinner, says so to assistive technology, and cannot be pressed again. */
  busy?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  block,
  className,
  busy = false,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      data-busy={busy ? 'true' : undefined}
      className={buttonStyle({ variant, size, block, className })}
      {...rest}
    >
      {busy && <Spinner />}
      {children}
    </button>
  );
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      data-testid="button-spinner"
      viewBox="0 0 24 24"
      className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
