import type { Advertiser, Persona } from '../world/world-types.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** No script (the host's CSP is script-src 'self'); one <style> block. */
const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;background:#f1f1f2;margin:0;padding:0 .75rem;color:#161823}
main{max-width:34rem;margin:2rem auto;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15);padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .5rem}.muted{color:#6b6d76;font-size:.875rem}ul{padding-left:1.25rem;margin:.25rem 0}
fieldset{border:1px solid #e3e3e4;border-radius:6px;margin:1rem 0;padding:.75rem}label{display:block;padding:.4rem 0}
.actions{display:flex;gap:.75rem;justify-content:flex-end;flex-wrap:wrap}button{font-size:1rem;padding:.55rem 1.25rem;border-radius:6px;border:0;cursor:pointer}
.primary{background:#fe2c55;color:#fff}.secondary{background:#ebebec;color:#161823}.banner{background:#fff3cd;border-radius:6px;padding:.5rem .75rem;font-size:.875rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface AuthRequest {
  appId: string;
  redirectUri: string;
  state: string;
}

/** The page a user sees at TikTok to grant an app their advertisers; here, one demo person's advertisers. */
export function authPage(personas: Persona[], advertisers: Record<string, Advertiser>, appName: string, action: string, request: AuthRequest): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const option = (persona: Persona, index: number) => {
    const names = persona.advertiserIds.map((advertiserId) => advertisers[advertiserId]).filter((advertiser): advertiser is Advertiser => Boolean(advertiser));
    const list = names.map((advertiser) => `<li>${escapeHtml(advertiser.name)} <span class="muted">(${escapeHtml(advertiser.currency)}, ${escapeHtml(advertiser.timezone)})</span></li>`).join('');
    return `<label><input type="radio" name="persona_id" value="${escapeHtml(persona.id)}"${index === 0 ? ' checked' : ''}> ${escapeHtml(persona.name)} <span class="muted">(${escapeHtml(persona.email)})</span><ul>${list}</ul></label>`;
  };
  return layout(
    `Authorize ${appName}`,
    `<p class="banner">TikTok Marketing API sandbox — demo advertisers, no real TikTok account involved.</p>
<h1>${escapeHtml(appName)} wants to manage your TikTok advertisers</h1>
<p class="muted">It will be able to read and manage campaigns, ad groups, ads, creatives and reports of the advertisers you authorize.</p>
<form method="post" action="${escapeHtml(action)}">
${hidden('app_id', request.appId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}
<fieldset><legend>Authorize the advertisers of</legend>${personas.map(option).join('')}</fieldset>
<div class="actions"><button class="secondary" type="submit" name="decision" value="cancel">Cancel</button><button class="primary" type="submit" name="decision" value="confirm">Confirm</button></div>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
