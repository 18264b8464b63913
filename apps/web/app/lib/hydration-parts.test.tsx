// @vitest-environment jsdom
import { act, useEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { afterAllPartsHydrate, HydrationPart } from './hydration-parts';

describe('a page hydrated in parts (decision 0032)', () => {
  it('counts as hydrated only once every part has hydrated, after the rest of the page', async () => {
    const events: string[] = [];
    function Shows({ name, onShown }: { name: string; onShown?: () => void }) {
      const shown = useRef(onShown);
      useEffect(() => {
        events.push(name);
        shown.current?.();
      }, [name]);
      return <p>{name}</p>;
    }
    function Page() {
      const [renders, setRenders] = useState(1);
      useEffect(() => {
        events.push('page');
        afterAllPartsHydrate(() => events.push('all hydrated'));
      }, []);
      return (
        <div data-renders={renders}>
          <HydrationPart>
            {/* the page renders again once its header has hydrated, as a page does (its router, its state) */}
            <Shows name="header" onShown={() => setRenders(2)} />
            {/* a part inside a part hydrates after it, in a pass of its own */}
            <HydrationPart>
              <Shows name="main" />
            </HydrationPart>
          </HydrationPart>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // the page's own effects come first, the parts after, and the page is hydrated after both
    expect(events).toEqual(['page', 'header', 'main', 'all hydrated']);
    expect(container.firstElementChild?.getAttribute('data-renders')).toBe('2');
    expect(container.textContent).toBe('headermain');
  });
});
