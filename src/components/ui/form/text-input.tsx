import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { controlClass } from './control-class';

export function TextInput({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(controlClass, className)} {...props} />;
}
