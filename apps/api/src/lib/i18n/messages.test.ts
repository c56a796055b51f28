import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasTranslation, messagesHi, translateMessage } from '@care/shared';
import { describe, expect, it } from 'vitest';
import { collectMessageTemplates } from './message-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const placeholders = (text: string) => [...text.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
const devanagari = /[\u0900-\u097F]/;

describe('every message the API can say has its Hindi', () => {
  const sources = collectMessageTemplates(root);

  it('finds the messages in the code (the reader itself works)', () => {
    const templates = new Set(sources.map((s) => s.template));
    // One of each kind the reader looks for: a helper's literal, notFound's noun, a template
    // with a value, a success message, a zod check's text, zod's { error } in a schema.
    for (const known of [
      'Invalid OTP',
      'Booking not found',
      'Please wait {0} seconds before requesting a new OTP',
      'Booking accepted',
      'Age must be between 1 and 120',
      'Please select a gender',
    ]) {
      expect(templates, known).toContain(known);
    }
    expect(templates.size).toBeGreaterThan(200);
  });

  it('has Hindi words for each, with its values kept', () => {
    const missing = sources.filter(({ template }) => {
      // Values as the code would fill them in, so templates are checked as they are met.
      const example = template.replace(/\{(\d+)\}/g, (_, n: string) => `₹1,00${n}`);
      return !hasTranslation(example, 'hi') || !devanagari.test(translateMessage(example, 'hi'));
    });
    expect(missing.map((s) => `${s.template}  (${s.where})`)).toEqual([]);
  });

  it('keeps every placeholder of the English in the Hindi, and leaves none empty', () => {
    for (const [english, hindi] of Object.entries(messagesHi)) {
      expect(placeholders(hindi), english).toEqual(placeholders(english));
      expect(hindi.trim(), english).not.toBe('');
    }
  });
});
