/**
 * Where Settings → Team shows the workspace's approval rule (issue 17, "Approvals"). Empty until that rule's toggle
 * lands: the page already leaves it its place, so adding it changes no other file.
 */
export function ApprovalRuleSlot() {
  return null;
}
