/**
 * What a support operator sees on a page that is the admin role's alone (its link is hidden
 * from them, but an address can still be typed); the API refuses them anyway.
 */
export function AdminOnlyNotice({ title }: { title: string }) {
  return (
    <section aria-labelledby="admin-only-heading">
      <h1 id="admin-only-heading" className="text-2xl font-bold">
        {title}
      </h1>
      <p role="alert" className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        This page is for admin operators. Ask an admin if something here needs changing.
      </p>
    </section>
  );
}
