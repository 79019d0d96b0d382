import { describe, expect, it } from 'vitest';
import { workspaceInvitationMail } from './workspace-invitation.ts';

describe('the workspace invitation mail', () => {
  const params = { inviter: 'Ana <b>Ruiz</b>', workspace: 'North & Co', role: 'client' as const, link: 'https://adfleet.example/invitation?token=abc123' };

  it('names who invites, to which workspace and role, with the link and its 7 days, in English and Spanish', () => {
    const en = workspaceInvitationMail.render(params, 'en');
    expect(en.subject).toBe('You are invited to North & Co on AdFleet');
    expect(en.text).toContain('Ana <b>Ruiz</b> invites you to join the workspace «North & Co» on AdFleet as a client.');
    expect(en.text).toContain(params.link);
    expect(en.text).toContain('7 days');
    const es = workspaceInvitationMail.render(params, 'es');
    expect(es.subject).toBe('Te invitan a North & Co en AdFleet');
    expect(es.text).toContain('como cliente.');
    expect(es.text).toContain('7 días');
  });

  it('escapes what people typed in the HTML body', () => {
    const { html } = workspaceInvitationMail.render(params, 'en');
    expect(html).not.toContain('<b>Ruiz</b>');
    expect(html).toContain('Ana &lt;b&gt;Ruiz&lt;/b&gt;');
    expect(html).toContain('North &amp; Co');
  });

  it('refuses a link that is not http(s)', () => {
    expect(workspaceInvitationMail.params.safeParse({ ...params, link: 'javascript:alert(1)' }).success).toBe(false);
  });
});
