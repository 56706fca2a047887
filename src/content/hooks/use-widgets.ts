import * as widgetsContent from '@/content/widgets';
import { useLocalized } from './use-localized';
import { nepaliModules } from './nepali-modules';

/** The texts of carousels, lightbox, ratings, map and team list in the page's language (src/content/widgets.ts). */
export function useWidgets() {
  return useLocalized(widgetsContent, nepaliModules.widgets).widgets;
}
