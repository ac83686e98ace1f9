import { ERROR_CODES, type ErrorCode } from '#contract/errors';

export interface FieldError {
  path: string;
  message: string;
}

/** A failure a service reports; plugins/errors.ts turns it into HTTP. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code];
  }
}
