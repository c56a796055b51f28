import { Suspense, type ReactNode } from 'react';
import { turnOf } from './turns';

interface Props {
  /** Unique on the page: the part keeps its turn by it while Preact suspends and resumes it. */
  part: string;
  children: ReactNode;
}

function WaitForTurn({ part, children }: Props) {
  const turn = turnOf(part);
  if (turn && !turn.ready) throw turn.promise;
  return <div className="contents">{children}</div>;
}

/**
 * A part of a server-rendered page taken over in a task of its own (see turns.ts). Its one
 * wrapping element (display: contents, so layout is as if it were not there) is what Preact
 * keeps on screen while the part waits: a part of several elements would otherwise lose all but
 * its first. Rendered fresh (client-side navigation, a page not rendered on the server), it
 * renders at once.
 */
export function HydrateInTurn({ part, children }: Props) {
  return (
    <Suspense>
      <WaitForTurn part={part}>{children}</WaitForTurn>
    </Suspense>
  );
}
