/** A problem to fix, shown where the person is looking and announced to screen readers. */
export function InlineAlert({
  message,
  className = 'mt-4',
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={`${className} rounded-xl bg-red-50 p-3 text-sm text-red-800`}>
      {message}
    </p>
  );
}
