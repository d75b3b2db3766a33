import { errors } from '@zborovodja/contracts';

/** The one error type services throw; the error handler turns it into the DESIGN.md §3 body. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly details?: Record<string, string>,
    /** Extra top-level fields, e.g. { email_verified: false } on login. */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, string>) => new AppError(400, message, details);
export const unauthorized = (message: string = errors.unauthenticated) => new AppError(401, message);
export const forbidden = (message: string = errors.forbidden) => new AppError(403, message);
export const notFound = (message: string = errors.notFound) => new AppError(404, message);
export const conflict = (message: string, details?: Record<string, string>) => new AppError(409, message, details);
