// Local images referenced from markdown: copied to build/ under a
// content-hashed name, with their intrinsic size for width/height.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { imageSize } from 'image-size';
import { resolveReadable } from '../util/read-roots.ts';
import type { ImageStamp } from '../types.ts';

export interface ImageAsset {
  url: string;
  absPath: string;
  width?: number;
  height?: number;
}

/** An image a page named that resolves outside the folders pages may read (see util/read-roots.ts). */
export interface RefusedImage {
  outside: string;
}

export class ImageRegistry {
  readonly byPath = new Map<string, ImageAsset>();

  constructor(
    private readonly baseUrl: string,
    private readonly roots: readonly string[],
  ) {}

  /** The image's asset; `undefined` when it cannot be read. */
  add(absPath: string): ImageAsset | RefusedImage | undefined {
    const known = this.byPath.get(absPath);
    if (known) return known;
    const readable = resolveReadable(absPath, this.roots);
    if (!readable || 'outside' in readable) return readable;
    let bytes: Buffer;
    try {
      bytes = readFileSync(readable.real);
    } catch {
      return undefined;
    }
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
    const ext = path.extname(absPath).toLowerCase();
    const name = path.basename(absPath, path.extname(absPath)).replace(/[^A-Za-z0-9_-]+/g, '-');
    let size: { width?: number; height?: number } = {};
    try {
      size = imageSize(bytes);
    } catch {
      // Not an image format image-size knows (e.g. a PDF): no dimensions.
    }
    const asset: ImageAsset = { url: `${this.baseUrl}assets/images/${name}.${hash}${ext}`, absPath: readable.real, width: size.width, height: size.height };
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

  /** Registers each stamped image again; false when any is gone or its bytes changed. */
  unchanged(stamps: ImageStamp[]): boolean {
    return stamps.every(([abs, url, width, height]) => {
      const now = this.add(abs);
      return now !== undefined && !('outside' in now) && now.url === url && now.width === width && now.height === height;
    });
  }
}
