/**
 * Text-level masks for log output. They are the last line of defence for free text (log
 * messages, error messages); structured fields are kept out of the logs by the serializers and
 * the redact list in logger-options.ts.
 */

/** Only the last four digits, as a bank statement shows an account: enough to tell two apart. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return '*'.repeat(Math.max(digits.length - 4, 0)) + digits.slice(-4);
}

/** An Indian mobile, bare or with +91 / 91 / 0 before it, not part of a longer number. */
const mobilePattern = /(?<![\d])(?:(?:\+|00)?91[ -]?|0)?[6-9]\d{9}(?![\d])/g;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * `?key=value` and `&key=value` in a URL: the key says what it is, the value may be anyone's.
 * The key may be empty (`?=9876543210`): the contract fuzzer found such values logged as sent.
 */
const queryValuePattern = /([?&][^=&#\s"?]*)=[^&#\s"]*/g;

/** `/path?mobile=9876543210&page=2` -> `/path?mobile=*&page=*`. */
export function maskQueryValues(url: string): string {
  return url.includes('?') ? url.replace(queryValuePattern, '$1=*') : url;
}

/** Free text with query values, mobiles and e-mail addresses masked. */
export function maskFreeText(text: string): string {
  return maskQueryValues(text)
    .replace(mobilePattern, (mobile) => maskMobile(mobile))
    .replace(emailPattern, '[email]');
}

/**
 * PostgreSQL quotes both names and values in its messages: `relation "users"` but also
 * `invalid input syntax for type uuid: "<value>"` and `value "<value>" is out of range`.
 * A quoted text right after one of these words is a name from our schema and stays; any other
 * quoted text may be what a user sent, and goes.
 */
const schemaNameBefore =
  /(?:\b(?:relation|column|constraint|table|index|schema|type|function|sequence|database|extension|trigger|view|domain|operator|reference|enum|role|user|channel|savepoint|cursor|statement|queue)\s+|"\.)$/i;

export function maskQuotedValues(message: string): string {
  return message.replace(/"[^"\n]*"/g, (quoted, offset: number) =>
    schemaNameBefore.test(message.slice(Math.max(0, offset - 16), offset)) ? quoted : '"*"',
  );
}

/**
 * drizzle's DrizzleQueryError reads "Failed query: <sql>\nparams: <values>". The SQL is
 * parameterised ($1, $2...), so it stays for debugging; the values go. pg's `Key (col)=(value)`
 * details sometimes reach a message too (wrappers that concatenate them).
 */
function withoutSqlParameters(message: string): string {
  const paramsAt = message.search(/\n\s*params:/);
  const sql = paramsAt === -1 ? message : message.slice(0, paramsAt);
  return sql.replace(/\)=\(.*\)/g, ')=(*)');
}

/** An error message fit for a log line: no SQL parameters, quoted values, mobiles or e-mails. */
export function cleanErrorMessage(message: string): string {
  const withoutParams = withoutSqlParameters(message);
  // In a failed query's SQL text, double quotes are identifiers; values are only in params.
  const cleaned = withoutParams.startsWith('Failed query:')
    ? withoutParams
    : maskQuotedValues(withoutParams);
  return maskFreeText(cleaned);
}
