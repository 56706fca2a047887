import sharp from 'sharp';
import { brandPalette } from '../../../schemas/brand-palette';
import type { MediaImage } from '../../../schemas/media-image';
import { importedImage } from '../media/media-files';
import type { MediaStore } from '../media/media-store';

const { brand, accent, white } = brandPalette;

// No text: a title drawn here would need the server's fonts (Devanagari among them), and the page
// writes the title under the poster anyway. No play sign either: the page lays its own over the
// poster (the ring frames it).
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand[700]}"/><stop offset="1" stop-color="${brand[950]}"/></linearGradient></defs>
<rect width="1280" height="720" fill="url(#g)"/>
<circle cx="1120" cy="120" r="260" fill="${brand[500]}" opacity=".25"/><circle cx="140" cy="660" r="200" fill="${accent[500]}" opacity=".2"/>
<circle cx="640" cy="360" r="150" fill="none" stroke="${white}" stroke-width="3" opacity=".18"/>
</svg>`;

/**
 * The site's own poster, for a YouTube video given none: drawn here in the brand's colours and
 * stored through the image pipeline once (the same bytes are the same image), so a visitor fetches
 * nothing from YouTube (no thumbnail) before pressing play.
 */
export async function sitePoster(media: MediaStore): Promise<MediaImage> {
  return importedImage(media, await sharp(Buffer.from(drawing)).removeAlpha().png().toBuffer());
}
