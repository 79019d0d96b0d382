import type { DemoUserView } from '../sandbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const SCOPE_LABELS: Record<string, string> = {
  public_profile: 'Your name and profile picture',
  email: 'Your email address',
  ads_read: 'Read your ad accounts, campaigns and reports',
  ads_management: 'Create and manage ads in your ad accounts',
  business_management: 'Manage your businesses',
};

/** No inline script (the app's CSP is script-src 'self'); one <style> block, which its style-src allows. */
const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;background:#f0f2f5;margin:0;color:#1c1e21}
main{max-width:32rem;margin:3rem auto;background:#fff;border-radius:8px;box-shadow:0 1px 2px rgba(0,0,0,.2);padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#606770;font-size:.875rem}ul{padding-left:1.25rem}
fieldset{border:1px solid #dddfe2;border-radius:6px;margin:1rem 0;padding:.75rem}label{display:block;padding:.35rem 0}
.actions{display:flex;gap:.75rem;justify-content:flex-end}button{font-size:1rem;padding:.5rem 1.25rem;border-radius:6px;border:0;cursor:pointer}
.primary{background:#1877f2;color:#fff}.secondary{background:#e4e6eb;color:#1c1e21}.banner{background:#fff3cd;border-radius:6px;padding:.5rem .75rem;font-size:.875rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface DialogRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  scopes: string[];
}

/** Offers the personas; whichever is picked, this browser continues as its own copy of it (see identities.ts). */
export function consentPage(users: DemoUserView[], appName: string, dialogPath: string, request: DialogRequest): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const userOption = (user: DemoUserView, index: number) => {
    const accounts = user.accountIds.length;
    const declines = user.declines.filter((scope) => request.scopes.includes(scope));
    const note = declines.length > 0 ? ` — will decline ${declines.join(', ')}` : '';
    return `<label><input type="radio" name="user_id" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(user.name)} <span class="muted">(${escapeHtml(user.email)}, ${accounts} ad accounts${escapeHtml(note)})</span></label>`;
  };
  const scopes = ['public_profile', ...request.scopes.filter((scope) => scope !== 'public_profile')];
  return layout(
    `Log in to ${appName}`,
    `<p class="banner">Graph API sandbox — demo data, no real Facebook account involved. This browser gets its own demo account for the person you pick.</p>
<h1>${escapeHtml(appName)} is requesting access to:</h1>
<ul>${scopes.map((scope) => `<li>${escapeHtml(SCOPE_LABELS[scope] ?? scope)} <span class="muted">(${escapeHtml(scope)})</span></li>`).join('')}</ul>
<form method="post" action="${escapeHtml(dialogPath)}">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}${hidden('scope', request.scopes.join(','))}
<fieldset><legend>Continue as</legend>${users.map(userOption).join('')}</fieldset>
<div class="actions"><button class="secondary" type="submit" name="decision" value="cancel">Cancel</button><button class="primary" type="submit" name="decision" value="continue">Continue</button></div>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
