import { mediaUrl, type MediaImage } from '../../../schemas/media-image';
import { exportedImage, importedImage } from '../media/media-files';
import type { ExportedItem, ReadMedia } from '../content-kind';
import { mediaFileName, type MediaStore } from '../media/media-store';

/** The width a body image links to: the largest up to the article's 1200 px. */
const bodyWidth = (image: MediaImage) =>
  Math.max(...image.widths.filter((width) => width <= 1200), Math.min(...image.widths));

const uploadedImage = /(!\[[^\]]*\]\()(\/images\/([^)\s]+))\)/g;
const folderImage = /(!\[[^\]]*\]\()([^)\s]+)\)/g;

/**
 * A body's `![alt](/images/<id>-<w>.<ext>)` as files of the export: each image once, named
 * `media/<lang>-<slug>.<n>.<ext>` in order of first use (a slug has no dot, so no
 * cover's name), and the body linking to them.
 */
export function exportBodyImages(media: MediaStore, body: string, base: string) {
  const names = new Map<string, string>();
  const files: ExportedItem['media'] = [];
  const text = body.replace(uploadedImage, (whole, open: string, _url: string, name: string) => {
    const image = mediaFileName.test(name) ? media.get(mediaFileName.exec(name)![1]) : undefined;
    if (!image) return whole;
    let file = names.get(image.id);
    if (!file) {
      file = `${base}.${names.size + 1}.${image.fallback}`;
      names.set(image.id, file);
      files.push({ file, bytes: () => exportedImage(media, image) });
    }
    return `${open}${file})`;
  });
  return { text, files };
}

/**
 * A body's images given as paths inside the folder (`![alt](media/en-visa.1.jpg)`), stored through the
 * image pipeline (checked by their bytes, re-encoded) and linked as `/images/…`. Links, absolute
 * paths and URLs stay as they are (the renderer shows only `/images/` pictures).
 */
export async function importBodyImages(media: MediaStore, body: string, readMedia: ReadMedia) {
  const linked = new Map<string, string>();
  for (const [, , path] of body.matchAll(folderImage)) {
    if (linked.has(path) || /^(\/|#|[a-z][a-z0-9+.-]*:)/i.test(path)) continue;
    let image: MediaImage;
    try {
      image = await importedImage(media, await readMedia(path, 'image'));
    } catch (error) {
      throw new Error(`body image ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    linked.set(path, mediaUrl(image, bodyWidth(image), image.fallback));
  }
  return body.replace(folderImage, (whole, open: string, path: string) =>
    linked.has(path) ? `${open}${linked.get(path)!})` : whole,
  );
}
