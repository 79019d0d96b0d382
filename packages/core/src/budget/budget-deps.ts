import type { Db } from '@adfleet/db';
import type { TokenCipher } from '../crypto/token-cipher.ts';
import type { GraphClient } from '../graph/index.ts';

/** What reading and changing budgets need, given by the server (requests) and the worker (jobs) alike. */
export interface BudgetDeps {
  db: Db;
  graph: GraphClient;
  cipher: TokenCipher;
  now: () => Date;
}
