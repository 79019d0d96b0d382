import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dispatchToastEvent, toast, useShowToastEvents, useToasts } from './use-toast';

describe('toast', () => {
  it('shows one toast at a time, the newest', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'success' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'success', open: true });
  });

  it('turns a showToast window event into a toast', () => {
    const { result } = renderHook(() => {
      useShowToastEvents();
      return useToasts();
    });
    act(() => dispatchToastEvent({ title: 'Data updated', description: 'Done', variant: 'success' }));
    expect(result.current[0]).toMatchObject({ title: 'Data updated', description: 'Done', variant: 'success' });
  });

  it('closes a dismissed toast', () => {
    const { result } = renderHook(() => useToasts());
    act(() => toast({ title: 'Bye' }).dismiss());
    expect(result.current[0]).toMatchObject({ title: 'Bye', open: false });
  });
});
