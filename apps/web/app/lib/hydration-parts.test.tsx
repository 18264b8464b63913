// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { afterAllPartsHydrate, HydrationPart } from './hydration-parts';

describe('a page hydrated in parts (decision 0032)', () => {
  it('counts as hydrated only once every part has hydrated, after the rest of the page', async () => {
    const events: string[] = [];
    function Shows({ name }: { name: string }) {
      useEffect(() => {
        events.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    function Page() {
      useEffect(() => {
        events.push('page');
        afterAllPartsHydrate(() => events.push('all hydrated'));
      }, []);
      return (
        <div>
          <HydrationPart>
            <Shows name="header" />
          </HydrationPart>
          <HydrationPart>
            <Shows name="main" />
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
    expect(container.textContent).toBe('headermain');
  });
});
