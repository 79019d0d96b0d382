export { AppError, isAppError } from './app-error.ts';
export { errorCodes, appErrorCodeFromTrpc, type AppErrorCode, type TrpcErrorCode } from './error-codes.ts';
export { asDatabaseBusy, DATABASE_BUSY_RETRY_AFTER_SECONDS } from './database-busy.ts';
