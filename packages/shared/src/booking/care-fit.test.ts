import { describe, expect, it } from 'vitest';
import { careFitWarning, careKindOf, careRecipientLabel } from './care-fit.ts';

describe('care that fits the person', () => {
  it('knows the two care categories by name', () => {
    expect(careKindOf('Child Care')).toBe('child');
    expect(careKindOf('Elder Care')).toBe('elder');
    expect(careKindOf('Home Nursing')).toBe('other');
    expect(careKindOf(null)).toBe('other');
  });

  it('warns of childcare for an adult and elder care for a child', () => {
    expect(careFitWarning('Child Care', { name: 'Lakshmi', age: 78 })).toBe(
      'Child Care is care for children, and Lakshmi is 78.',
    );
    expect(careFitWarning('Elder Care', { name: 'Aarav', age: 4 })).toBe(
      'Elder Care is care for older adults, and Aarav is 4.',
    );
  });

  it('says nothing when the care fits, at the edges too', () => {
    expect(careFitWarning('Child Care', { name: 'Aarav', age: 17 })).toBeNull();
    expect(careFitWarning('Elder Care', { name: 'Ravi', age: 18 })).toBeNull();
    expect(careFitWarning('Home Nursing', { name: 'Aarav', age: 4 })).toBeNull();
  });

  it('calls a child in childcare a child', () => {
    expect(careRecipientLabel('Child Care')).toBe('Child');
    expect(careRecipientLabel('Elder Care')).toBe('Patient');
  });
});
