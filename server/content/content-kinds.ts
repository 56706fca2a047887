import { companyFactsKind } from '../settings/company-file';
import type { ContentKind } from './content-kind';
import { postKind } from './posts/post-files';
import { videoKind } from './videos/video-files';

/** Every kind of content item `npm run content` exports and imports, each in its own folder. */
export const contentKinds: readonly ContentKind[] = [postKind, companyFactsKind, videoKind];
