// The one error type of the project: thrown by use cases, mapped to HTTP by the app, rebuilt by the browser client
// (src/lib/api-client.ts parses the answer, once). No zod here: the public pages' main thread imports this class.

export const APP_ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  /** The action needs the password typed again (an old sign-in): the screen asks it, then retries. */
  REAUTHENTICATION_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export const APP_ERROR_CODES = Object.keys(APP_ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]];

/** The JSON body of an error answer (its schema, for the browser: src/shared/schemas/app-error.ts). */
export type TAppErrorJson = { code?: AppErrorCode | undefined; message: string; errorId?: string | undefined };

/** The code of an HTTP status the server did not word (a proxy's 502, a network failure's 0). */
function codeForStatus(status: number): AppErrorCode {
  const known = APP_ERROR_CODES.find((code) => APP_ERROR_STATUS[code] === status);
  if (known) return known;
  if (status === 0 || status >= 502) return 'UNAVAILABLE';
  return status >= 400 && status < 500 ? 'VALIDATION' : 'INTERNAL';
}

export type AppErrorOptions = {
  /** French text shown to the user, when `message` is not it. */
  userMessage?: string;
  /** Developer detail, never sent to the client. */
  cause?: unknown;
  /** Extra headers for the HTTP answer (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** The HTTP status when it is not the code's (an answer rebuilt in the browser). */
  status?: number;
  /** False when the error carries no French text for the user (an answer without one, rebuilt in the browser). */
  worded?: boolean;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly userMessage: string;
  readonly headers: Record<string, string>;
  readonly status: number;
  /** True when `userMessage` was written for this case (by a use case, or by the server for the browser). */
  readonly worded: boolean;

  /** `message`: the French text for the user (every use case words its refusals), unless `options.userMessage` is. */
  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.userMessage = options.userMessage ?? message;
    this.headers = options.headers ?? {};
    this.status = options.status ?? APP_ERROR_STATUS[code];
    this.worded = options.worded ?? true;
  }

  /** The body sent over HTTP: `{ message }` is the contract of the spec; `code` helps clients branch. */
  toJSON(): TAppErrorJson {
    return { code: this.code, message: this.userMessage };
  }

  /**
   * An error answer rebuilt in the browser: `message` is "STATUS: body" (spec 000 section 7), `userMessage` the
   * server's French text (`body`, already parsed); without one the error is not `worded` and screens show their
   * own sentence (errorMessage).
   */
  static received(status: number, message: string, body?: TAppErrorJson): AppError {
    return new AppError(body?.code ?? codeForStatus(status), message, {
      status,
      userMessage: body?.message ?? message,
      worded: body !== undefined,
    });
  }

  static is(error: unknown, code?: AppErrorCode): error is AppError {
    return error instanceof AppError && (code === undefined || error.code === code);
  }
}

/** The text to show for a failed call: the server's French message, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof AppError && error.worded ? error.userMessage : fallback;
}
