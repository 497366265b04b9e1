/** A finished stay on one page (docs/product.md §3.7: pageKey, startTime, endTime, stayTime in ms). */
export interface PageStay {
  pageKey: string;
  startTime: number;
  endTime: number;
  stayTime: number;
}

/**
 * Times the stay on each page (docs/product.md §4.8): a stay ends when the page is hidden, before it
 * unloads and on every route change, and is handed to `report`; the timer restarts on the next
 * page, and when a hidden page becomes visible again. A stay is reported once.
 */
export class PageStayTimer {
  private page: string | undefined;
  private startedAt: number | undefined;

  constructor(
    private readonly now: () => number,
    private readonly report: (stay: PageStay) => void,
  ) {}

  /** The page now shown (first page, or a route change: the previous page's stay ends). */
  enter(pageKey: string): void {
    if (pageKey === this.page && this.startedAt !== undefined) return;
    this.end();
    this.page = pageKey;
    this.startedAt = this.now();
  }

  /** The page is hidden or unloading: its stay ends; nothing is timed until it is visible again. */
  end(): void {
    if (this.page === undefined || this.startedAt === undefined) return;
    const endTime = this.now();
    const startTime = this.startedAt;
    this.startedAt = undefined;
    this.report({ pageKey: this.page, startTime, endTime, stayTime: Math.max(0, endTime - startTime) });
  }

  /** The page became visible again: a new stay on the same page starts. */
  resume(): void {
    if (this.page !== undefined && this.startedAt === undefined) this.startedAt = this.now();
  }
}
