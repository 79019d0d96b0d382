export { AppError, isAppError } from './app-error.ts';
export { errorCodes, appErrorCodeFromTrpc, type AppErrorCode, type TrpcErrorCode } from './error-codes.ts';
