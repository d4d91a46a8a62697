import type { Bank } from '@gapwise/grammar';
import type { ContentStatus } from './content.service.ts';

/**
 * The loaded bank, shared by the modules that read it. The server listens before the bank is loaded
 * (health reports "degraded" meanwhile), so readers must handle the not-yet-loaded case.
 */
export class ContentState {
  #bank: Bank | null = null;
  #status: ContentStatus = { loaded: false, hash: '', sections: 0, topics: 0, exercises: 0 };

  get bank(): Bank | null {
    return this.#bank;
  }

  status(): ContentStatus {
    return this.#status;
  }

  set(bank: Bank, status: ContentStatus): void {
    this.#bank = bank;
    this.#status = status;
  }
}
