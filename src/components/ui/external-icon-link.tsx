import type { ComponentType, SVGProps } from 'react';
import { cn } from '@/lib/cn';

interface ExternalIconLinkProps {
  href: string;
  /** The accessible name; the icon itself is hidden from assistive technology. */
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  className?: string;
  iconClassName?: string;
}

/** A round icon link to another site, opened in a new tab without handing it this page. */
export function ExternalIconLink({
  href,
  label,
  icon: Icon,
  className,
  iconClassName = 'h-4 w-4',
}: ExternalIconLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={cn('flex items-center justify-center rounded-full transition-colors', className)}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </a>
  );
}
