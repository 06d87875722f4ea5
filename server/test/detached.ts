// Node's http server ignores what a request listener returns, so an async listener's rejection
// would go unnoticed (no-misused-promises). The fakes' listeners run detached, their errors logged.
export const detached =
  <A extends unknown[]>(listener: (...args: A) => Promise<unknown>) =>
  (...args: A): void => {
    listener(...args).catch((error: unknown) => console.error('fake server listener failed', error));
  };
