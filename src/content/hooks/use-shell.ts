import * as shellContent from '@/content/shell';
import { useLocalized } from './use-localized';

/** The texts of the site's shell and shared widgets in the page's language (src/content/shell.ts). */
export function useShell() {
  return useLocalized(shellContent, () => import('@/content/ne/shell')).shell;
}
