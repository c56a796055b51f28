import { describe, expect, it } from 'vitest';
import { transliterateDevanagari } from './transliterate.ts';

describe('Devanagari names in Latin letters', () => {
  it.each([
    ['सुरेश पाटिल', 'suresh patil'],
    ['लक्ष्मी नारायणन', 'lakshmi narayanan'],
    ['अंजलि शर्मा', 'anjali sharma'],
    ['राम', 'ram'],
    ['कमला', 'kamla'],
    ['कोथरुड', 'kothrud'],
    ['आदित्य', 'aditya'],
    ['मालवीय नगर', 'malviya nagar'],
    ['मुंबई', 'mumbai'],
    ['बेंगलुरु', 'bengaluru'],
    ['प्रिया', 'priya'],
    ['ज़रूरत', 'jarurat'],
    ['Suresh पाटिल', 'Suresh patil'],
  ])('%s is %s', (devanagari, latin) => {
    expect(transliterateDevanagari(devanagari)).toBe(latin);
  });
});
