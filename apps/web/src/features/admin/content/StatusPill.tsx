import type { BlogStatus } from '@care/shared';

/** Draft or published, in words and colour (the words carry the meaning, not the colour). */
export function StatusPill({ status }: { status: BlogStatus }) {
  return status === 'published' ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      Draft
    </span>
  );
}
