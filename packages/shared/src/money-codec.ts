import { z } from 'zod';
import { hasAtMostTwoDecimals, MAX_RUPEES, paiseToRupees, rupeesToPaise } from './money.ts';

/*
 * Money in schemas (decision 011), apart from money.ts's sums and formatting, so a page that only
 * shows prices does not download the validation library.
 */

const rupeeCodecs = new WeakSet<object>();

/**
 * A money field: rupees on the wire, integer paise inside. Parsing (the API reading a request,
 * the web app reading a response) decodes rupees to paise; encoding (the API's serializer)
 * turns paise back into rupees. `wire` adds the field's own rules, such as `.positive()`.
 */
export function rupees(wire: z.ZodNumber = z.number()) {
  const codec = z.codec(
    wire
      .multipleOf(0.01, 'Enter an amount in rupees with at most two decimals')
      // multipleOf works in floats, so a large amount with more decimals (957763974954.5701)
      // passes it; this check is the decoder's own, so nothing it would throw on gets through.
      // An amount out of range is told it is too large, not about its decimals (1e300).
      .refine(
        (value) => Math.abs(value) > MAX_RUPEES || hasAtMostTwoDecimals(value),
        'Enter an amount in rupees with at most two decimals',
      )
      .min(-MAX_RUPEES, 'This amount is too large')
      .max(MAX_RUPEES, 'This amount is too large'),
    z.int(),
    { decode: rupeesToPaise, encode: paiseToRupees },
  );
  rupeeCodecs.add(codec);
  return codec;
}

/** True for a schema made by `rupees()`, so the API documents it as the rupees it sends. */
export function isRupeesCodec(schema: unknown): schema is ReturnType<typeof rupees> {
  // A WeakSet answers false for anything that is not one of its objects, primitives included.
  return rupeeCodecs.has(schema as object);
}
