import { describe, expect, it } from 'vitest';
import { workspaceExportFileName } from './workspace-export-service.ts';

describe('workspaceExportFileName', () => {
  const now = new Date('2026-11-24T23:10:00Z');

  it('names the file after the workspace in plain ASCII, with the day', () => {
    expect(workspaceExportFileName('Agencia Peña & Hijos', now)).toBe('adfleet-workspace-agencia-pena-hijos-2026-11-24.json');
    expect(workspaceExportFileName("ana's workspace", now)).toBe('adfleet-workspace-ana-s-workspace-2026-11-24.json');
  });

  it('never leaves the name empty or lets a quote into the header', () => {
    expect(workspaceExportFileName('«»"', now)).toBe('adfleet-workspace-workspace-2026-11-24.json');
    expect(workspaceExportFileName('x'.repeat(200), now)).toBe(`adfleet-workspace-${'x'.repeat(60)}-2026-11-24.json`);
  });
});
