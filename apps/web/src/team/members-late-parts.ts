/**
 * What the Team page draws only once its members have come (their rows with the role selects, and the ownership
 * transfer): one module, so both parts load as one chunk after the page's first paint.
 */
export { MemberList } from './member-list';
export { TransferOwnership } from './transfer-ownership';
