// Local images referenced from markdown: checked (util/read-roots.ts says
// whether the file may be read, image-type.ts whether it is an image),
// copied to build/ under a name hashed from the bytes published, with their
// intrinsic size for width/height.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { resolveReadable, type ReadRules } from '../util/read-roots.ts';
import { checkImage } from './image-type.ts';
import type { ImageStamp } from '../types.ts';

export interface ImageAsset {
  url: string;
  /** The path it is registered under: the file a page named, or the file found in a static folder. */
  source: string;
  /** What build/ gets: the file itself, or the bytes as checked when they differ from it (a sanitised SVG). */
  published: { copyFrom: string } | { contents: Uint8Array };
  width?: number;
  height?: number;
  /** What sanitising took out of an SVG (svg-sanitize.ts), for a warning. */
  removed: string[];
}

/**
 * Why a file a page named is not published: it resolves outside the folders
 * pages may read (`outside`, its real path), it is no content there
 * (`notContent`, why), or it is not an image (`notImage`, why).
 */
export type RefusedImage = { outside: string } | { notContent: string } | { notImage: string };

export class ImageRegistry {
  readonly byPath = new Map<string, ImageAsset>();

  constructor(
    private readonly baseUrl: string,
    private readonly rules: ReadRules,
  ) {}

  /**
   * The image's asset; `undefined` when there is no such file. An image is
   * a file path, or a path from the site root (`{ staticPath: '/img/a.png' }`),
   * looked for in the static folders as Docusaurus does.
   */
  add(image: string | { staticPath: string }): ImageAsset | RefusedImage | undefined {
    if (typeof image === 'string') return this.register(image, true);
    for (const dir of this.rules.staticDirs) {
      const found = this.register(path.join(dir, ...image.staticPath.split('/').filter(Boolean)), true);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * A file the config names (an API reference's document, offered for
   * download), copied as it is: only images are checked for their type.
   */
  addDownload(absPath: string): ImageAsset | RefusedImage | undefined {
    return this.register(absPath, false);
  }

  private register(absPath: string, image: boolean): ImageAsset | RefusedImage | undefined {
    const known = this.byPath.get(absPath);
    if (known) return known;
    const readable = resolveReadable(absPath, this.rules);
    if (!readable || 'outside' in readable) return readable;
    if ('notContent' in readable) return { notContent: readable.notContent };
    let bytes: Buffer;
    try {
      bytes = readFileSync(readable.real);
    } catch {
      return undefined;
    }
    const ext = path.extname(absPath).toLowerCase();
    const checked = image ? checkImage(ext, bytes) : { bytes, removed: [] };
    if ('notImage' in checked) return checked;
    const hash = createHash('sha256').update(checked.bytes).digest('hex').slice(0, 10);
    const name = path.basename(absPath, path.extname(absPath)).replace(/[^A-Za-z0-9_-]+/g, '-');
    const asset: ImageAsset = {
      url: `${this.baseUrl}assets/images/${name}.${hash}${ext}`,
      source: absPath,
      published: checked.bytes === bytes ? { copyFrom: readable.real } : { contents: checked.bytes },
      width: 'width' in checked ? checked.width : undefined,
      height: 'height' in checked ? checked.height : undefined,
      removed: checked.removed,
    };
    this.byPath.set(absPath, asset);
    return asset;
  }

  /** How each of `paths` is registered now, to tell later whether any changed. */
  stamp(paths: Iterable<string>): ImageStamp[] {
    return [...paths].flatMap((abs) => {
      const img = this.byPath.get(abs);
      return img ? [[abs, img.url, img.width, img.height] as ImageStamp] : [];
    });
  }

  /** Registers each stamped image again; false when any is gone, refused or its bytes changed. */
  unchanged(stamps: ImageStamp[]): boolean {
    return stamps.every(([abs, url, width, height]) => {
      const now = this.add(abs);
      return now !== undefined && 'url' in now && now.url === url && now.width === width && now.height === height;
    });
  }
}
