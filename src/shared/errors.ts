// The one error type of the project: thrown by use cases, mapped to HTTP by the app, rebuilt by the browser client.
import { z } from './schemas/zod-fr.ts';

export const APP_ERROR_STATUS = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

const DEFAULT_USER_MESSAGES: Record<AppErrorCode, string> = {
  VALIDATION: 'Les informations saisies sont invalides.',
  UNAUTHENTICATED: 'Veuillez vous connecter.',
  PAYMENT_REQUIRED: 'Paiement requis.',
  FORBIDDEN: "Vous n'avez pas l'autorisation d'effectuer cette action.",
  NOT_FOUND: 'Ressource introuvable.',
  CONFLICT: 'Cette ressource existe déjà.',
  TOO_MANY_REQUESTS: 'Trop de tentatives. Veuillez réessayer plus tard.',
  INTERNAL: 'Une erreur interne est survenue. Veuillez réessayer.',
  UNAVAILABLE: 'Service momentanément indisponible. Veuillez réessayer.',
};

export const ZAppErrorJson = z.object({
  code: z.enum(Object.keys(APP_ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]]).optional(),
  message: z.string(),
  errorId: z.string().optional(),
});
export type TAppErrorJson = z.infer<typeof ZAppErrorJson>;

export type AppErrorOptions = {
  /** French text shown to the user. Defaults to a generic message for the code. */
  userMessage?: string;
  /** Developer detail, never sent to the client. */
  cause?: unknown;
  /** Extra headers for the HTTP answer (e.g. Retry-After). */
  headers?: Record<string, string>;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly userMessage: string;
  readonly headers: Record<string, string>;

  constructor(code: AppErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message ?? options.userMessage ?? DEFAULT_USER_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.userMessage = options.userMessage ?? message ?? DEFAULT_USER_MESSAGES[code];
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** The body sent over HTTP: `{ message }` is the contract of the spec; `code` helps clients branch. */
  toJSON(): TAppErrorJson {
    return { code: this.code, message: this.userMessage };
  }

  static fromJSON(json: unknown): AppError {
    const parsed = ZAppErrorJson.safeParse(json);
    if (!parsed.success) return new AppError('INTERNAL');
    return new AppError(parsed.data.code ?? 'INTERNAL', parsed.data.message, { userMessage: parsed.data.message });
  }

  static is(error: unknown, code?: AppErrorCode): error is AppError {
    return error instanceof AppError && (code === undefined || error.code === code);
  }
}
