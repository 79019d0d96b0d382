export { AppError, isAppError } from './app-error.ts';
export { errorCodes, appErrorCodeFromTrpc, type AppErrorCode } from './error-codes.ts';
