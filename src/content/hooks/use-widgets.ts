import * as widgetsContent from '@/content/widgets';
import { useLocalized } from './use-localized';

/** The texts of carousels, lightbox, ratings, map and team list in the page's language (src/content/widgets.ts). */
export function useWidgets() {
  return useLocalized(widgetsContent, () => import('@/content/ne/widgets')).widgets;
}
