import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { KeepServerHtml } from './KeepServerHtml';
import { collectServerParts, forgetServerParts } from './serverParts';
import { takeOverInTurns, whenTakenOver } from './turns';

/** How many times each card was drawn by the app. */
const drawn = new Map<string, number>();

interface Item {
  id: string;
  name: string;
}

function Card({ item }: { item: Item }) {
  drawn.set(item.id, (drawn.get(item.id) ?? 0) + 1);
  return (
    <article>
      <h3>
        <Link to={`/provider/${item.id}`}>{item.name}</Link>
      </h3>
      <p>{i18n.language === 'hi' ? 'हिंदी' : 'English'}</p>
      <a href="https://example.org/elsewhere">Elsewhere</a>
    </article>
  );
}

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function List({ initial }: { initial: Item[] }) {
  const [items, setItems] = useState(initial);
  return (
    <main>
      <Where />
      <button
        type="button"
        onClick={() => setItems(([first, ...rest]) => [{ ...first!, name: 'Asha Devi' }, ...rest])}
      >
        Rename
      </button>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <KeepServerHtml part={`card-${item.id}`} inputs={[item]}>
              <Card item={item} />
            </KeepServerHtml>
          </li>
        ))}
      </ul>
    </main>
  );
}

const items: Item[] = [
  { id: 'a', name: 'Asha' },
  { id: 'b', name: 'Bina' },
];

const page = () => (
  <MemoryRouter initialEntries={['/service']}>
    <List initial={items} />
  </MemoryRouter>
);

/** Server HTML in a container, taken over the way main.tsx does it. */
async function takeOver() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(page());
  drawn.clear();
  const serverCards = [...container.querySelectorAll('article')];
  collectServerParts(container);
  await act(async () => {
    await takeOverInTurns(() => hydrateRoot(container, page()));
    await whenTakenOver();
  });
  forgetServerParts();
  return { container, serverCards };
}

beforeEach(() => drawn.clear());
afterEach(async () => {
  document.body.innerHTML = '';
  forgetServerParts();
  await i18n.changeLanguage('en');
});

describe('a part kept as the server drew it', () => {
  it('is taken over without being drawn again: the same elements, the same text', async () => {
    const { container, serverCards } = await takeOver();
    expect(drawn.size).toBe(0);
    expect([...container.querySelectorAll('article')]).toEqual(serverCards);
    expect(within(container).getByRole('link', { name: 'Asha' })).toBe(
      serverCards[0]!.querySelector('a'),
    );
  });

  it('follows a plain click on its links inside the app, and leaves the rest to the browser', async () => {
    const { container } = await takeOver();
    const view = within(container);
    const where = view.getByRole('status', { hidden: true, name: 'where' });
    // Another site, a new tab (a modifier key), a middle click: the browser's.
    const elsewhere = fireEvent.click(view.getAllByRole('link', { name: 'Elsewhere' })[0]!);
    expect(elsewhere).toBe(true);
    expect(fireEvent.click(view.getByRole('link', { name: 'Asha' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(view.getByRole('link', { name: 'Asha' }), { button: 1 })).toBe(true);
    expect(where).toHaveTextContent('/service');
    // A plain click: the app's own navigation (the click's default, a page load, prevented).
    let followed = true;
    act(() => {
      followed = fireEvent.click(view.getByRole('link', { name: 'Bina' }));
    });
    expect(followed).toBe(false);
    expect(where).toHaveTextContent('/provider/b');
  });

  it('is drawn by the app once its inputs change, and from then on', async () => {
    const { container, serverCards } = await takeOver();
    const view = within(container);
    act(() => void fireEvent.click(view.getByRole('button', { name: 'Rename' })));
    expect(await view.findByRole('link', { name: 'Asha Devi' })).toBeInTheDocument();
    expect(drawn.get('a')).toBe(1);
    // The other card's inputs did not change: still the server's.
    expect(drawn.has('b')).toBe(false);
    expect(container.querySelectorAll('article')[1]).toBe(serverCards[1]);
    // A link the app drew works as a <Link>.
    act(() => void fireEvent.click(view.getByRole('link', { name: 'Asha Devi' })));
    expect(view.getByRole('status', { hidden: true, name: 'where' })).toHaveTextContent(
      '/provider/a',
    );
  });

  it('is drawn again in the reader’s new language', async () => {
    const { container } = await takeOver();
    expect(within(container).getAllByText('English')).toHaveLength(2);
    await act(() => i18n.changeLanguage('hi'));
    expect(within(container).getAllByText('हिंदी')).toHaveLength(2);
    expect(drawn.has('a') && drawn.has('b')).toBe(true);
  });

  it('is drawn at once when the server did not draw it: a page the browser renders', () => {
    render(page());
    expect(screen.getByRole('link', { name: 'Asha' })).toBeInTheDocument();
    expect(drawn.get('a')).toBe(1);
  });

  it('is drawn, not emptied, when it renders after the parts were forgotten (a navigation)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(page());
    collectServerParts(container);
    // The app moved on before this part was taken over: main.tsx forgets the server's parts.
    forgetServerParts();
    await act(async () => {
      await takeOverInTurns(() => hydrateRoot(container, page()));
    });
    expect(within(container).getByRole('link', { name: 'Bina' })).toBeInTheDocument();
    expect(drawn.has('b')).toBe(true);
  });
});
