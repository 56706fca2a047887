import { createHash } from 'node:crypto';
import { LruMap } from './lru-map';
import { compressedForms, type SiteFile } from './site-files';

/**
 * Called right before a render starts (never for a kept page, nor for a render already running);
 * resolves, once the render may start, to what to call when it ends. Rejects with `RateLimited`
 * when the client has too many running.
 */
export type RenderGate = () => Promise<() => void>;

/** A page rendered at request time whose ETag is known from the version of what it shows, before it is rendered. */
export interface VersionedPage {
  etag: string;
  cacheControl: string;
  /** The page, rendered (and compressed) once per version; undefined if rendering failed. */
  file(gate?: RenderGate): Promise<SiteFile | undefined>;
}

/** How a kept page is served, apart from its bytes: its prerendered shell's, or a feed's. */
export type PageKind = Pick<SiteFile, 'diskPath' | 'contentType' | 'cacheControl'>;

/**
 * Pages rendered at request time, each kept with its compressed forms under a key (its address)
 * for one version of what it shows (a string its owner builds from the data's identity: ids and
 * update times, the build, the company facts' version), so that neither a revalidation nor a
 * repeat visit renders anything. At most `max` are kept, the least recently used going first.
 */
export class KeptPages {
  private readonly kept: LruMap<string, { version: string; file: Promise<SiteFile> }>;

  constructor(
    max: number,
    private readonly failed: (key: string, error: unknown) => void,
    /** Called as each render starts (tests count renders, or hold them). */
    private readonly rendering?: (key: string) => void | Promise<void>,
  ) {
    this.kept = new LruMap(max);
  }

  page(key: string, version: string, kind: PageKind, render: () => Promise<string>): VersionedPage {
    const etag = `"${createHash('sha1').update(key).update('\n').update(version).digest('base64url').slice(0, 22)}"`;
    return {
      etag,
      cacheControl: kind.cacheControl,
      file: async (gate) => {
        let entry = this.kept.get(key);
        if (entry?.version !== version) {
          const ended = await gate?.();
          // While it waited for its turn, another request may have started this very render.
          entry = this.kept.get(key);
          if (entry?.version === version) ended?.();
          else {
            entry = { version, file: this.made(key, kind, etag, render).finally(ended) };
            this.kept.set(key, entry);
          }
        }
        try {
          return await entry.file;
        } catch (error) {
          if (this.kept.get(key) === entry) {
            this.kept.delete(key);
            this.failed(key, error);
          }
          return undefined;
        }
      },
    };
  }

  /** The keys of the pages kept, the most recently asked for first. */
  keys(): string[] {
    return this.kept.keys();
  }

  private async made(key: string, kind: PageKind, etag: string, render: () => Promise<string>): Promise<SiteFile> {
    await this.rendering?.(key);
    const body = Buffer.from(await render());
    const { diskPath, contentType, cacheControl } = kind;
    return { diskPath, contentType, cacheControl, size: body.length, body, etag, ...(await compressedForms(body)) };
  }
}
