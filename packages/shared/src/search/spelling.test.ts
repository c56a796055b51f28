import { describe, expect, it } from 'vitest';
import { likelyMeant } from './spelling.ts';

const VOCABULARY = [
  'nursing',
  'nurse',
  'attendant',
  'elderly',
  'companion',
  'nanny',
  'ayah',
  'creche',
  'physiotherapy',
  'dementia',
];

describe('likelyMeant', () => {
  it.each([
    ['nursng', 'nursing'],
    ['atendant', 'attendant'],
    ['companian', 'companion'],
    ['physioterapy', 'physiotherapy'],
    ['dimentia', 'dementia'],
    ['nany', 'nanny'],
    ['creshe', 'creche'],
  ])('reads %s as %s', (typed, meant) => {
    expect(likelyMeant(typed, VOCABULARY)).toBe(meant);
  });

  it.each([
    ['nurs', 'already part of a catalogue word'],
    ['nursin', 'already part of a catalogue word'],
    ['nurse', 'a catalogue word itself'],
    ['meera', 'a name, far from every catalogue word'],
    ['pune', 'a place'],
    ['aya', 'too short to guess from'],
    ['560038', 'a number'],
    ['xyzzyq', 'nothing near'],
  ])('leaves %s alone (%s)', (typed) => {
    expect(likelyMeant(typed, VOCABULARY)).toBeUndefined();
  });
});
