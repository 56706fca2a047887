import * as shellContent from '@/content/shell';
import { useLocalized } from './use-localized';
import { nepaliModules } from './nepali-modules';

/** The texts of the site's shell and shared widgets in the page's language (src/content/shell.ts). */
export function useShell() {
  return useLocalized(shellContent, nepaliModules.shell).shell;
}
