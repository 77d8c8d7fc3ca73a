// The browser APIs jsdom lacks that the app relies on. Imported first by the setup file, before any module
// that reads them at load time (React Router reads TextEncoder).
import { runInThisContext } from 'node:vm';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no Fetch API classes; React Router's data routers build a Request for every navigation.
// Node's own classes are borrowed; Request keeps jsdom's AbortSignal (Node's Request would reject it) as
// its `signal`, which is all the router reads.
const nodeGlobals = runInThisContext('({ Request, Response, Headers })') as {
  Request: typeof Request;
  Response: typeof Response;
  Headers: typeof Headers;
};

class TestRequest extends nodeGlobals.Request {
  readonly #signal: AbortSignal;

  constructor(input: RequestInfo | URL, init: RequestInit = {}) {
    const { signal, ...rest } = init;
    super(input, rest);
    this.#signal = signal ?? new AbortController().signal;
  }

  get signal(): AbortSignal {
    return this.#signal;
  }
}

Object.assign(globalThis, {
  Request: TestRequest,
  Response: nodeGlobals.Response,
  Headers: nodeGlobals.Headers,
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// jsdom knows <dialog> but cannot open it as a modal.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not scroll (React Router's ScrollRestoration asks it to).
window.scrollTo = () => {};

// jsdom lays nothing out, so nothing ever resizes; cmdk's list watches its size with a ResizeObserver.
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom does not scroll elements into view (cmdk keeps its chosen option in view).
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {};
