import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TooltipProvider } from './tooltip';
import { TruncatedText } from './truncated-text';

/** jsdom lays nothing out: a text wider than 20 characters is made to overflow its 200 px box. */
const layout = {
  scrollWidth: { configurable: true, get(this: HTMLElement) { return (this.textContent?.length ?? 0) > 20 ? 400 : 100; } },
  clientWidth: { configurable: true, get: () => 200 },
};

describe('TruncatedText', () => {
  beforeEach(() => Object.defineProperties(HTMLElement.prototype, layout));
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });

  const renderText = (text: string) => render(<TooltipProvider delayDuration={0}><TruncatedText>{text}</TruncatedText></TooltipProvider>);

  it('shows a cut name in full when it gets keyboard focus', async () => {
    const name = 'Black Friday 2026 – lifetime retargeting for the whole catalogue';
    renderText(name);
    const text = screen.getByText(name);
    expect(text.tabIndex).toBe(0);
    await act(async () => {
      text.focus();
      fireEvent.focus(text);
    });
    expect((await screen.findByRole('tooltip')).textContent).toContain(name);
  });

  it('shows a cut name in full on hover', async () => {
    const name = 'Spring Sale 2026 – catalogue, all countries';
    renderText(name);
    await act(async () => fireEvent.pointerMove(screen.getByText(name)));
    expect((await screen.findByRole('tooltip')).textContent).toContain(name);
  });

  it('adds no tab stop and no tooltip to a name that fits', async () => {
    renderText('Short name');
    const text = screen.getByText('Short name');
    expect(text.hasAttribute('tabindex')).toBe(false);
    await act(async () => fireEvent.focus(text));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
