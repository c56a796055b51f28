import { describe, expect, it } from 'vitest';
import { tokenise } from './normalise.ts';
import { numberSlots, type NumberSlots } from './number-slots.ts';

const read = (text: string) => numberSlots(tokenise(text));

describe('numbers in a message', () => {
  it.each<[string, NumberSlots]>([
    ['under 1500', { maxPricePerDay: 1500 }],
    ['1500 se kam', { maxPricePerDay: 1500 }],
    ['₹1,500 tak', { maxPricePerDay: 1500 }],
    ['१५०० से कम', { maxPricePerDay: 1500 }],
    ['₹१,२०० तक', { maxPricePerDay: 1200 }],
    ['Rs. 1,00,000 per month', { maxPricePerDay: 3333 }],
    ['1500/- per day', { maxPricePerDay: 1500 }],
    ['1500rs', { maxPricePerDay: 1500 }],
    ['rs1500', { maxPricePerDay: 1500 }],
    ['2k a day', { maxPricePerDay: 2000 }],
    ['1.5k/day', { maxPricePerDay: 1500 }],
    ['fifteen hundred rupees', { maxPricePerDay: 1500 }],
    ['dedh hazar tak', { maxPricePerDay: 1500 }],
    ['do hazaar rupaye', { maxPricePerDay: 2000 }],
    ['saadhe teen hazar se kam', { maxPricePerDay: 3500 }],
    ['2 hazar 500 tak', { maxPricePerDay: 2500 }],
    ['डेढ़ हज़ार रुपये रोज़', { maxPricePerDay: 1500 }],
    ['दो हज़ार पांच सौ तक', { maxPricePerDay: 2500 }],
    ['between 1000 and 1800', { maxPricePerDay: 1800 }],
    ['1000 se 1500 rupaye', { maxPricePerDay: 1500 }],
    ['budget is 1200', { maxPricePerDay: 1200 }],
    ['not more than 900', { maxPricePerDay: 900 }],
    ['above 1000', {}],
    ['1000 se zyada', {}],
    ['under 5', {}],
    ['10 din tak', {}],
    ['near 411001', { pincode: '411001' }],
    ['pin 411 001', { pincode: '411001' }],
    ['PIN ४११०३८', { pincode: '411038' }],
    ['012345', {}],
    ['1234567', {}],
    ['78 saal ki maa', { age: 78 }],
    ['80-year-old father', { age: 80 }],
    ['my father is 80', { age: 80 }],
    ['aged 6', { age: 6 }],
    ['umar 70', { age: 70 }],
    ['papa 85 ke hain', { age: 85 }],
    ['मेरी बेटी 3 साल की है', { age: 3 }],
    ['अस्सी साल की नानी', { age: 80 }],
    ['do saal ki beti', { age: 2 }],
    ['6 months old', { age: 0 }],
    ['18 months old', { age: 1 }],
    ['छह महीने के बच्चे', { age: 0 }],
    ['for 1 month', {}],
    ['2 saal ke liye', {}],
    ['5 years experience', {}],
    ['200 years old', {}],
    [
      '1500 rupees for my 80 year old mother near 411038',
      {
        maxPricePerDay: 1500,
        age: 80,
        pincode: '411038',
      },
    ],
    ['do you have one', {}],
  ])('%s', (text, slots) => {
    expect(read(text)).toEqual(slots);
  });
});
