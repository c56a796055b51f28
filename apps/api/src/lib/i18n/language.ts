import { defaultLanguage, isLanguage, languages, type Language } from '@care/shared';
import Negotiator from 'negotiator';

type Headers = Record<string, string | string[] | undefined>;

/**
 * The language the caller asked for with Accept-Language (the web app sends its chosen one),
 * weighed by q-values as HTTP means them; undefined when it names none of ours, so a caller
 * such as the assistant can still go by the words it is sent.
 */
export function preferredLanguage(headers: Headers): Language | undefined {
  if (!headers['accept-language']) return undefined;
  const [best] = new Negotiator({ headers }).languages([...languages]);
  return isLanguage(best) ? best : undefined;
}

/** The language to answer in: the caller's choice, or English. */
export function answerLanguage(headers: Headers): Language {
  return preferredLanguage(headers) ?? defaultLanguage;
}
