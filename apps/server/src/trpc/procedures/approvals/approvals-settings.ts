import { approvalSettings, approvalSettingsSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** Whether managers' clones and bulk budget changes wait for approval in this workspace; any member may ask. */
export const approvalsSettings = workspaceProcedure.output(approvalSettingsSchema).query(({ ctx }) => approvalSettings(ctx.deps.db, ctx.scope));
