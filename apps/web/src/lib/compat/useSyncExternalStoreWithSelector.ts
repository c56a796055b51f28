import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * `useSyncExternalStoreWithSelector`, which Tiptap's editor takes from React's CommonJS package
 * `use-sync-external-store/shim/with-selector`. That package requires React by name, which the
 * browser build can point at Preact (decision 025) but a test run under Node cannot, so the
 * aliases send its importers here: the same contract, on the framework's own
 * useSyncExternalStore. A selection is kept while the snapshot is the same, or while `isEqual`
 * says the new one is no different, so a component re-renders only when what it reads changes.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // What was last rendered, for isEqual to compare a new selection with.
  const rendered = useRef<{ value: Selection } | null>(null);

  const [getSelection, getServerSelection] = useMemo(() => {
    // The last snapshot read and what was selected from it.
    const last: { memo: { snapshot: Snapshot; selection: Selection } | null } = { memo: null };
    const select = (snapshot: Snapshot): Selection => {
      const { memo } = last;
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const next = selector(snapshot);
      const previous = memo ? memo.selection : rendered.current?.value;
      const kept =
        isEqual !== undefined && (memo || rendered.current) && isEqual(previous as Selection, next)
          ? (previous as Selection)
          : next;
      last.memo = { snapshot, selection: kept };
      return kept;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current = { value };
  }, [value]);
  return value;
}
