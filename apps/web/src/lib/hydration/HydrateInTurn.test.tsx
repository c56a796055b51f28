import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateInTurn } from './HydrateInTurn';
import { takeOverInTurns, whenTakenOver } from './turns';

/** The order parts were taken over in. */
const rendered: string[] = [];

/**
 * Tasks run by hand: the turns yield through MessageChannel, and this one delivers a message
 * only when the test says, so what one task did can be seen.
 */
const waitingTasks: (() => void)[] = [];
class ManualMessageChannel {
  port1 = { onmessage: null as (() => void) | null, close: () => undefined };
  port2 = { postMessage: () => waitingTasks.push(() => this.port1.onmessage?.()) };
}

/** Runs the next task, and the microtasks it leaves (Preact renders a resumed part in one). */
async function runOneTask() {
  waitingTasks.shift()?.();
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  rendered.push(name);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <HydrateInTurn part="header">
        <Counter name="header" />
        <p>Two elements in one part</p>
      </HydrateInTurn>
      <HydrateInTurn part="content">
        <Counter name="content" />
        <HydrateInTurn part="content-inner">
          <Counter name="inner" />
        </HydrateInTurn>
      </HydrateInTurn>
      <HydrateInTurn part="footer">
        <Counter name="footer" />
      </HydrateInTurn>
    </main>
  );
}

beforeEach(() => {
  vi.stubGlobal('MessageChannel', ManualMessageChannel);
  rendered.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a server-rendered page taken over in turns', () => {
  it('keeps the server HTML on screen, and takes each part over in a task of its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    rendered.length = 0;
    const serverButtons = [...container.querySelectorAll('button')];
    const serverParagraph = container.querySelector('p');

    let takenOver = false;
    void takeOverInTurns(() => hydrateRoot(container, <Page />)).then(() => (takenOver = true));
    // The first pass took nothing over: the parts wait, their HTML still there.
    expect(rendered).toEqual([]);

    // Task by task: never two parts in one.
    for (let tasks = 0; !takenOver && tasks < 50; tasks++) {
      const before = rendered.length;
      await runOneTask();
      expect(rendered.length - before).toBeLessThanOrEqual(1);
    }
    expect(takenOver).toBe(true);
    await whenTakenOver();
    // In the order they were met: the first pass's parts in page order, a nested part after
    // those met before it.
    expect(rendered).toEqual(['header', 'content', 'footer', 'inner']);

    // Every element is the one the server sent, now answering taps.
    expect([...container.querySelectorAll('button')]).toEqual(serverButtons);
    expect(container.querySelector('p')).toBe(serverParagraph);
    const page = within(container);
    fireEvent.click(page.getByRole('button', { name: 'footer 0' }));
    fireEvent.click(page.getByRole('button', { name: 'inner 0' }));
    expect(await page.findByRole('button', { name: 'footer 1' })).toBe(serverButtons[3]);
    expect(await page.findByRole('button', { name: 'inner 1' })).toBe(serverButtons[2]);
  });

  it('renders at once when there is nothing to take over', () => {
    render(<Page />);
    for (const name of ['header 0', 'content 0', 'inner 0', 'footer 0']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });
});
