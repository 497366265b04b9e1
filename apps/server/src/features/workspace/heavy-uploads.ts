import { admissionKeys, type JobRequester } from '#core/queue/admission.ts';
import { AppError } from '#http/app-error.ts';

/** Heavy files (HEAVY_READ_MB) one owner, and one client address, may have read at once. */
export interface HeavyReadLimits {
  /** Past this many bytes worked through, a file's reading is heavy. */
  bytes: number;
  perOwner: number;
  perAddress: number;
}

/**
 * Heavy uploads being read (or waiting for the heavy lane) in this process, per owner and per
 * client address. One past a limit is refused at once, not queued behind the others: visitors can
 * make up client ids, so the address's count is what holds a burst. Counted per process, as the
 * lane itself is: each process's heavy lane is shared only by its own uploads (decision 0016).
 */
export class HeavyUploads {
  readonly #reading = new Map<string, number>();

  constructor(private readonly limits: Pick<HeavyReadLimits, 'perOwner' | 'perAddress'>) {}

  /** Counts one heavy read of this owner and address, or refuses it; answers the function that ends it. */
  hold(who: JobRequester): () => void {
    const [owner, address] = admissionKeys(who) as [string, string | undefined];
    if (this.#count(owner) >= this.limits.perOwner) throw new AppError('tooManyLargeUploads');
    if (address && this.#count(address) >= this.limits.perAddress) throw new AppError('tooManyLargeUploads');
    const keys = address ? [owner, address] : [owner];
    for (const key of keys) this.#reading.set(key, this.#count(key) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      for (const key of keys) {
        const left = this.#count(key) - 1;
        if (left > 0) this.#reading.set(key, left);
        else this.#reading.delete(key);
      }
    };
  }

  #count(key: string): number {
    return this.#reading.get(key) ?? 0;
  }
}
