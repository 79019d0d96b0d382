import { act, render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const inSuspense = (child: ReturnType<typeof createElement>) => createElement(Suspense, { fallback: createElement('p', null, 'loading') }, child);

describe('lazyPart', () => {
  it('shows the fallback until its code has come, then the part with its props', async () => {
    let arrive!: () => void;
    const part = lazyPart(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))));
    render(inSuspense(createElement(part.Component, { name: 'Ana' })));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    let loads = 0;
    const part = lazyPart(async () => {
      loads++;
      return Greeting;
    });
    await Promise.all([part.preload(), part.preload()]);
    render(inSuspense(createElement(part.Component, { name: 'Luis' })));
    expect(screen.getByText('Hello Luis')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const part = lazyPart(async () => {
      if (++attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(part.preload()).rejects.toThrow('offline');
    await part.preload();
    render(inSuspense(createElement(part.Component, { name: 'Eva' })));
    expect(screen.getByText('Hello Eva')).toBeTruthy();
  });
});
