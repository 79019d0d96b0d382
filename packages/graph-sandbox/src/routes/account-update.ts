import type { CallContext } from '../graph/graph-types.ts';
import { optionalString, validateOnly } from '../graph/params.ts';
import { writableAccount } from './write-rules.ts';

/**
 * POST /act_{id}: the account's default DSA payor and beneficiary, which Meta applies to EU ad sets that name none.
 * An empty value clears a default. {success:true}.
 */
export function updateAccount(ctx: CallContext) {
  const account = writableAccount(ctx);
  const changes: { defaultDsaPayor?: string | undefined; defaultDsaBeneficiary?: string | undefined } = {};
  for (const [param, field] of [['default_dsa_payor', 'defaultDsaPayor'], ['default_dsa_beneficiary', 'defaultDsaBeneficiary']] as const) {
    if (ctx.params[param] === undefined) continue;
    changes[field] = optionalString(ctx.params, param);
  }
  if (validateOnly(ctx.params)) return { success: true };
  for (const [field, value] of Object.entries(changes) as Array<[keyof typeof changes, string | undefined]>) {
    if (value === undefined) delete account[field];
    else account[field] = value;
  }
  return { success: true };
}
