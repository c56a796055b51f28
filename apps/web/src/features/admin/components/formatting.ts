/** Instants shown to operators in India time, whatever the browser's zone. */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatInstant = (iso: string) => dateTime.format(new Date(iso));
