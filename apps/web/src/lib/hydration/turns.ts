/*
 * Taking over a server-rendered page in turns, one part per task.
 *
 * React hydrated each Suspense boundary in its own short task; Preact (decision 025) takes over
 * the whole page in one pass, and on a cheap phone that pass is one long task that holds up the
 * first tap (Lighthouse's Total Blocking Time). Preact does keep a part's server HTML on screen
 * when the part suspends while hydrating, and takes it over when the part resumes. So each part
 * wrapped in <HydrateInTurn> suspends until its turn: one turn per task, in the order the parts
 * are met (page order, a nested part after those met before it), the browser free to paint and
 * answer taps between them.
 */

/** Set while the first render takes over server HTML, until every part has had its turn. */
let takingOver = false;
/** Each waiting part's turn, by its name: Preact remakes a part's component when it resumes. */
const turns = new Map<string, Turn>();
let partsWaiting = 0;
let lastTurn: Promise<void> = Promise.resolve();
let allTakenOver: Promise<void> = Promise.resolve();
let markAllTakenOver: () => void = () => undefined;

export interface Turn {
  ready: boolean;
  promise: Promise<void>;
}

/**
 * A new task: what follows runs after the browser has had the chance to paint and answer a
 * tap. A message, not a timer: browsers hold chained zero-delay timers back to 4 ms each, and a
 * page has a dozen parts.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Runs the first render (Preact's hydrate) with parts deferred to later tasks; the returned
 * promise resolves once every part, nested ones included, has been taken over.
 */
export function takeOverInTurns(hydrate: () => void): Promise<void> {
  takingOver = true;
  allTakenOver = new Promise((resolve) => (markAllTakenOver = resolve));
  hydrate();
  if (partsWaiting === 0) finish();
  return allTakenOver;
}

function finish() {
  takingOver = false;
  turns.clear();
  markAllTakenOver();
}

/**
 * The turn of the part named `part` while the page is being taken over (the same turn each
 * time the part renders until it has had it); undefined once it has been, or when nothing is
 * being taken over (a page rendered in the browser, a client-side navigation).
 */
export function turnOf(part: string): Turn | undefined {
  if (!takingOver) return undefined;
  const known = turns.get(part);
  if (known) return known;
  partsWaiting++;
  const turn: Turn = { ready: false, promise: lastTurn.then(nextTask) };
  lastTurn = turn.promise;
  void turn.promise.then(() => {
    turn.ready = true;
  });
  // Counted done a task later, once the part has rendered (Preact renders a resumed part in a
  // microtask): a part nested in it may ask for a turn of its own meanwhile.
  void turn.promise.then(nextTask).then(() => {
    if (--partsWaiting === 0) finish();
  });
  turns.set(part, turn);
  return turn;
}

/** Resolves when the page has been taken over whole (at once when it was not server-rendered). */
export const whenTakenOver = () => allTakenOver;
