// A mocked ServiceWorker, ServiceWorkerRegistration and ServiceWorkerContainer (EventTargets: Node
// has no service workers) for src/browser/sw-update.ts and src/state/app-update.ts.
import { vi } from 'vitest';
import type { WorkerLike } from '../../src/browser/sw-update.ts';

export class MockWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  postMessage = vi.fn();
  setState(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class MockRegistration extends EventTarget {
  installing: MockWorker | null = null;
  waiting: MockWorker | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new sw.js: installing, then installed and waiting. */
  found(): MockWorker {
    const w = new MockWorker();
    this.installing = w;
    this.dispatchEvent(new Event('updatefound'));
    return w;
  }
  installed(w: MockWorker): void {
    this.installing = null;
    this.waiting = w;
    w.setState('installed');
  }
}

export class MockContainer extends EventTarget {
  constructor(public controller: unknown = {}) {
    super();
  }
  takeOver(): void {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** A document whose visibility a test sets. */
export function fakeDoc() {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = 'visible';
  return doc;
}
