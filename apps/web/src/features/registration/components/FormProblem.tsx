/** The server's reason for refusing a submission, shown beside the spec's toast. */
export function FormProblem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}
