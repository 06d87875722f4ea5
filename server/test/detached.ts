import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

// Node's http server ignores what a request listener returns, so an async listener's rejection
// would go unnoticed (no-misused-promises). The fakes' listeners run detached, their errors logged.
export const detached =
  (listener: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>): RequestListener =>
  (request, response) => {
    listener(request, response).catch((error: unknown) => console.error('fake server listener failed', error));
  };
