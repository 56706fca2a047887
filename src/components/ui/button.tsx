import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from '@/i18n/localized-link';
import { cn } from '@/lib/cn';

type Variant = 'primary' | 'accent' | 'outline' | 'ghost' | 'light';
type Size = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 shadow-sm',
  accent: 'bg-accent-600 text-white hover:bg-accent-700 shadow-sm',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
};

const sizes: Record<Size, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm sm:text-base',
  lg: 'px-7 py-3.5 text-base',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: Variant;
  size?: Size;
  className?: string;
}

/** A link styled as a button: internal paths use the router, anything else is a plain anchor. */
export function ButtonLink({ to, children, variant, size, className }: ButtonLinkProps) {
  const classes = buttonClass(variant, size, className);
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={classes}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(to);
  return (
    <a href={to} className={classes} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
