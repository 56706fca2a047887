import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(controlClass, 'resize-y', className)} {...props} />;
}
