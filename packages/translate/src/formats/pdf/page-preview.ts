import * as mupdf from 'mupdf';
import { readingPage, reopenPdf, unlockPdf } from './pdf-open.ts';

export interface PreviewOptions {
  /** First page, from 0. */
  from?: number;
  count?: number;
  /** 1 renders at 72 dpi. */
  scale?: number;
  /** The password of a protected PDF. */
  password?: string;
}

const MAX_PREVIEW_PAGES = 50;
const MAX_SCALE = 4;

/** PNG images of pages for the preview panel, rendered by mupdf. */
export function renderPdfPages(bytes: Uint8Array, options: PreviewOptions = {}): Uint8Array[] {
  const scale = Math.min(Math.max(options.scale ?? 1, 0.1), MAX_SCALE);
  const document = reopenPdf(bytes);
  try {
    unlockPdf(document, options.password);
    const total = document.countPages();
    const from = Math.max(0, options.from ?? 0);
    const count = Math.min(options.count ?? 1, MAX_PREVIEW_PAGES, Math.max(total - from, 0));
    const images: Uint8Array[] = [];
    for (let index = from; index < from + count; index++) {
      images.push(
        readingPage(index + 1, () => {
          const page = document.loadPage(index);
          const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
          const png = pixmap.asPNG().slice();
          pixmap.destroy();
          page.destroy();
          return png;
        }),
      );
    }
    return images;
  } finally {
    document.destroy();
  }
}
