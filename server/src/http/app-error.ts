import { errorStatus, type ErrorCode } from '@common/contracts/errors';

/** The one error type services throw; the error handler turns it into `{ message, code, ...details }`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
